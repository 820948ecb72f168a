import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from './contract.css';
import { breakpoints, spaceScale } from './tokens';

// The foundations every component reads, shown in the brand chosen in the toolbar.
const meta = { title: 'Theme/Tokens' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const fontSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
const shadows = ['sm', 'md', 'lg'] as const;
const radii = ['sm', 'md', 'lg', 'pill'] as const;
const colours = [
  'brand',
  'accent',
  'surface',
  'surfaceSunken',
  'text',
  'textMuted',
  'border',
  'danger',
  'success',
  'warning',
] as const;

export const TypeScale: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {fontSizes.map((size) => (
        <p key={size} style={{ margin: 0, fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.tight }}>
          {size}: Book a vet for Rex
        </p>
      ))}
      <p
        style={{
          margin: 0,
          fontFamily: vars.font.heading,
          fontSize: vars.fontSize.xl,
          fontWeight: vars.fontWeight.bold,
        }}
      >
        Heading font
      </p>
    </div>
  ),
};

export const ColoursShadowsRadii: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
        {colours.map((name) => (
          <li
            key={name}
            style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: vars.fontSize.xs }}
          >
            <span
              style={{
                width: 20,
                height: 20,
                borderRadius: 4,
                border: `1px solid ${vars.color.border}`,
                background: vars.color[name],
              }}
            />
            {name}
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', gap: 16 }}>
        {shadows.map((shadow) => (
          <div
            key={shadow}
            style={{
              width: 72,
              height: 48,
              display: 'grid',
              placeItems: 'center',
              background: vars.color.surfaceRaised,
              boxShadow: vars.shadow[shadow],
              borderRadius: vars.radius.md,
            }}
          >
            shadow {shadow}
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 16 }}>
        {radii.map((radius) => (
          <div
            key={radius}
            style={{
              width: 72,
              height: 40,
              display: 'grid',
              placeItems: 'center',
              border: `2px solid ${vars.color.brand}`,
              borderRadius: vars.radius[radius],
            }}
          >
            {radius}
          </div>
        ))}
      </div>
    </div>
  ),
};

export const SpacingAndBreakpoints: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      {spaceScale.map((space) => (
        <div
          key={space}
          style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: vars.fontSize.xs }}
        >
          <span style={{ width: 40 }}>{space}</span>
          <span
            style={{ height: 12, width: `calc(${vars.space[space]} * 4)`, background: vars.color.brand }}
          />
        </div>
      ))}
      <p style={{ margin: 0, fontSize: vars.fontSize.sm }}>
        Breakpoints: small ≥ {breakpoints.small}px, large ≥ {breakpoints.large}px.
      </p>
    </div>
  ),
};
