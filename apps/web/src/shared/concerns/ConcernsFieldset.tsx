import { Columns, Stack, Text } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { Checkbox } from '../Checkbox';
import { concernLabel, MAX_CONCERNS } from './concerns';

/**
 * The concern choices with the spec's "select up to {count}" limit: once the limit is reached the
 * unticked boxes are disabled. Booking's pet step and the appointment page's concerns edit share it.
 */
export function ConcernsFieldset({
  hintId,
  options,
  selected,
  onToggle,
  errors,
}: {
  /** Unique on the page: the hint is the fieldset's description. */
  hintId: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (concern: string, checked: boolean) => void;
  errors?: string[] | undefined;
}) {
  const intl = useIntl();
  const atLimit = selected.length >= MAX_CONCERNS;
  return (
    <Stack
      as="fieldset"
      gap="sm"
      paddingTop="xs"
      aria-describedby={hintId}
      aria-invalid={errors ? true : undefined}
    >
      <legend>
        <Text as="span" weight="medium">
          {intl.formatMessage({ id: 'booking.concerns.label' })}
        </Text>
      </legend>
      <Text id={hintId} tone="muted">
        {intl.formatMessage({ id: 'booking.concerns.limit' }, { count: MAX_CONCERNS })}
      </Text>
      <Columns minItemWidth="sm" gap="sm">
        {options.map((concern) => {
          const checked = selected.includes(concern);
          return (
            <Checkbox
              key={concern}
              name="concerns"
              value={concern}
              label={concernLabel(intl, concern)}
              checked={checked}
              disabled={!checked && atLimit}
              onChange={(event) => onToggle(concern, event.target.checked)}
            />
          );
        })}
      </Columns>
      {errors ? (
        <Text role="alert" tone="danger">
          {errors.join(' ')}
        </Text>
      ) : null}
    </Stack>
  );
}
