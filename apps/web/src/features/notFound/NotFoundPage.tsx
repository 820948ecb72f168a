import { Button, Heading, Stack, Text } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageMeta } from '../../shared/PageMeta';

/** "Unmatched paths show a page-not-found screen without sign-in." */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <Stack gap="md" align="flex-start">
      <PageMeta title={intl.formatMessage({ id: 'notFound.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'notFound.heading' })}</Heading>
      <Text tone="muted">{intl.formatMessage({ id: 'notFound.body' })}</Text>
      <Button asChild>
        <Link to="/">{intl.formatMessage({ id: 'notFound.home' })}</Link>
      </Button>
    </Stack>
  );
}

export default NotFoundPage;
