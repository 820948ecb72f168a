import { Stack } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { heading, muted } from '../../app/layoutStyles';
import { PageMeta } from '../../app/PageMeta';
import { buttonLink } from '../../components/linkStyles';

/** "Unmatched paths show a page-not-found screen without sign-in." */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <Stack gap="md" align="flex-start">
      <PageMeta title={intl.formatMessage({ id: 'notFound.title' })} />
      <h1 style={heading}>{intl.formatMessage({ id: 'notFound.heading' })}</h1>
      <p style={muted}>{intl.formatMessage({ id: 'notFound.body' })}</p>
      <Link to="/" style={buttonLink}>
        {intl.formatMessage({ id: 'notFound.home' })}
      </Link>
    </Stack>
  );
}

export default NotFoundPage;
