import { useClientInquiries } from '@pawcall/api-client/visits';
import { Alert } from '@pawcall/ui';
import { useIntl } from 'react-intl';

/**
 * GET cx/appointments/inquiry: how many of the client's requests the vet has not answered yet
 * (notifications about inquiries link to this page). The requests themselves are in the Future group.
 */
export function ClientInquiries() {
  const intl = useIntl();
  const inquiries = useClientInquiries(1);
  if (!inquiries.data || inquiries.data.total === 0) return null;
  return (
    <Alert tone="info">
      {intl.formatMessage({ id: 'clinical.inquiries.client' }, { total: inquiries.data.total })}
    </Alert>
  );
}
