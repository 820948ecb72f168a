import { Button, Card, Heading, Inline, Stack, sprinkles, Text } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageMeta } from '../../shared/PageMeta';

export function WelcomePage() {
  const intl = useIntl();
  const points = ['welcome.point.video', 'welcome.point.licensed', 'welcome.point.anywhere'] as const;
  return (
    <Stack gap="xl">
      <PageMeta title={intl.formatMessage({ id: 'welcome.title' })} />
      <Stack gap="md">
        <Heading level={1}>{intl.formatMessage({ id: 'welcome.heading' })}</Heading>
        <Text tone="muted">{intl.formatMessage({ id: 'welcome.lead' })}</Text>
        <Inline gap="md">
          <Button asChild>
            <Link to="/gs">{intl.formatMessage({ id: 'welcome.findVet' })}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/auth/cx/register">{intl.formatMessage({ id: 'nav.signUp' })}</Link>
          </Button>
        </Inline>
      </Stack>
      <Inline gap="md" align="stretch">
        {points.map((id) => (
          <Card key={id} padding="md" className={sprinkles({ flex: 'sm' })}>
            <Heading level={2}>
              {intl.formatMessage({ id: `${id}.title` as 'welcome.point.video.title' })}
            </Heading>
            <Text tone="muted">{intl.formatMessage({ id: `${id}.body` as 'welcome.point.video.body' })}</Text>
          </Card>
        ))}
      </Inline>
    </Stack>
  );
}

export default WelcomePage;
