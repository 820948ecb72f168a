import { Card, Inline, Stack } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { heading, muted, subheading } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { buttonLink, secondaryButtonLink } from '../../components/linkStyles';

export function WelcomePage() {
  const intl = useIntl();
  const points = ['welcome.point.video', 'welcome.point.licensed', 'welcome.point.anywhere'] as const;
  return (
    <Stack gap="xl">
      <PageMeta title={intl.formatMessage({ id: 'welcome.title' })} />
      <Stack gap="md">
        <h1 style={heading}>{intl.formatMessage({ id: 'welcome.heading' })}</h1>
        <p style={muted}>{intl.formatMessage({ id: 'welcome.lead' })}</p>
        <Inline gap="md">
          <Link to="/gs" style={buttonLink}>
            {intl.formatMessage({ id: 'welcome.findVet' })}
          </Link>
          <Link to="/auth/cx/register" style={secondaryButtonLink}>
            {intl.formatMessage({ id: 'nav.signUp' })}
          </Link>
        </Inline>
      </Stack>
      <Inline gap="md" align="stretch">
        {points.map((id) => (
          <Card key={id} padding="md" style={{ flex: '1 1 220px' }}>
            <h2 style={subheading}>
              {intl.formatMessage({ id: `${id}.title` as 'welcome.point.video.title' })}
            </h2>
            <p style={muted}>{intl.formatMessage({ id: `${id}.body` as 'welcome.point.video.body' })}</p>
          </Card>
        ))}
      </Inline>
    </Stack>
  );
}

export default WelcomePage;
