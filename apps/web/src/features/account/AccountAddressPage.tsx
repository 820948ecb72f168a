import { api, type User } from '@pawcall/api-client';
import { Alert, Heading, Stack } from '@pawcall/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices, useViewer } from '../../shared/AppContext';
import { PageMeta } from '../../shared/PageMeta';
import { AddressForm } from '../../shared/AddressForm';

export { ADDRESS_FIELDS, isAddressValid } from '../../shared/AddressForm';

/** /cx/account/address: the profile address, created or updated. */
export function AccountAddressPage() {
  const intl = useIntl();
  const services = useServices();
  const viewer = useViewer() as User;
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="lg" maxWidth="sm">
      <PageMeta title={intl.formatMessage({ id: 'account.address.title' })} />
      <Heading level={1}>{intl.formatMessage({ id: 'account.address.title' })}</Heading>
      {saved ? (
        <Alert tone="success" title={intl.formatMessage({ id: 'toast.success' })}>
          {intl.formatMessage({ id: 'account.address.saved' })}
        </Alert>
      ) : null}
      <AddressForm
        initial={viewer.profile_address ?? null}
        onChange={() => setSaved(false)}
        onSaved={async () => {
          setSaved(true);
          services.session.updateUser(await api.getProfile(services.clients));
        }}
      />
    </Stack>
  );
}
