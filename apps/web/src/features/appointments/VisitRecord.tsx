import { useApiClients } from '@pawcall/api-client';
import { useMedicalRecord, visitApi } from '@pawcall/api-client/visits';
import { MEDICAL_RECORD_SLOW_AFTER_MS } from '@pawcall/domain';
import {
  Alert,
  Button,
  Card,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  Heading,
  Inline,
  Stack,
  Text,
} from '@pawcall/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** The record as the client sees it: released only after the vet finalizes; removed entries marked removed. */
export function ClientMedicalRecord({ reference }: { reference: string }) {
  const intl = useIntl();
  const clients = useApiClients();
  const record = useMedicalRecord(reference);
  const [pending, setPending] = useState(false);
  const [slow, setSlow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSlow(true), MEDICAL_RECORD_SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!record.data) return null;
  const dap = record.data.items.find((item) => item.type === 'DAP');
  const download = async () => {
    setPending(true);
    setSlow(false);
    setFailure(null);
    try {
      const { url } = await visitApi.downloadClientMedicalRecord(clients, reference);
      globalThis.open?.(url, '_blank', 'noopener');
    } catch {
      setFailure(intl.formatMessage({ id: 'record.downloadFailed' }));
    } finally {
      setPending(false);
    }
  };
  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Heading level={2} size="xl">
          {intl.formatMessage({ id: 'record.title' })}
        </Heading>
        {!record.data.released ? (
          <Text tone="muted">{intl.formatMessage({ id: 'record.notReleased' })}</Text>
        ) : (
          <>
            {dap ? (
              <DescriptionList>
                <DescriptionTerm>{intl.formatMessage({ id: 'record.data' })}</DescriptionTerm>
                <DescriptionDetails>{dap.data}</DescriptionDetails>
                <DescriptionTerm>{intl.formatMessage({ id: 'record.assessment' })}</DescriptionTerm>
                <DescriptionDetails>{dap.assessment}</DescriptionDetails>
                <DescriptionTerm>{intl.formatMessage({ id: 'record.plan' })}</DescriptionTerm>
                <DescriptionDetails>{dap.plan}</DescriptionDetails>
              </DescriptionList>
            ) : null}
            <ul>
              {record.data.items
                .filter((item) => item.type !== 'DAP')
                .map((item) => (
                  <li key={item.uuid}>
                    {item.removed_at ? (
                      <s>
                        {item.body_1} ({intl.formatMessage({ id: 'record.removed' })})
                      </s>
                    ) : (
                      item.body_1
                    )}
                  </li>
                ))}
            </ul>
            <Inline gap="sm">
              <Button variant="secondary" loading={pending} onClick={() => void download()}>
                {intl.formatMessage({ id: 'record.download' })}
              </Button>
            </Inline>
            {pending ? (
              <p role="status">{intl.formatMessage({ id: slow ? 'record.slow' : 'record.preparing' })}</p>
            ) : null}
            {failure ? <Alert tone="error">{failure}</Alert> : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
