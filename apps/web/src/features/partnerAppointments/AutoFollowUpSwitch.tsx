import { useApiClients } from '@pawcall/api-client';
import { visitApi } from '@pawcall/api-client/visits';
import { Alert, Stack, Switch } from '@pawcall/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../shared/errorMessage';

const AUTO_FOLLOW_UP_KEY = ['px', 'settings', 'auto-followup'] as const;

/**
 * "Auto-request can be turned on or off by a partner; when on, a request goes within 24 hours of
 * completion." The switch shows the saved setting and saves each change at once.
 */
export function AutoFollowUpSwitch() {
  const intl = useIntl();
  const clients = useApiClients();
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: AUTO_FOLLOW_UP_KEY,
    queryFn: () => visitApi.getAutoFollowUp(clients),
  });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (!setting.data) return null;
  const change = async (enabled: boolean) => {
    setSaving(true);
    setOutcome(null);
    try {
      const saved = await visitApi.setAutoFollowUp(clients, enabled);
      queryClient.setQueryData(AUTO_FOLLOW_UP_KEY, saved);
      setOutcome({
        tone: 'success',
        text: intl.formatMessage({ id: saved.enabled ? 'px.autoFollowUp.on' : 'px.autoFollowUp.off' }),
      });
    } catch (cause) {
      setOutcome({ tone: 'error', text: errorMessage(intl, cause) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs">
      <Switch
        label={intl.formatMessage({ id: 'px.autoFollowUp.label' })}
        description={intl.formatMessage({ id: 'px.autoFollowUp.hint' })}
        checked={setting.data.enabled}
        disabled={saving}
        onCheckedChange={(enabled) => void change(enabled)}
      />
      {outcome?.tone === 'success' ? <p role="status">{outcome.text}</p> : null}
      {outcome?.tone === 'error' ? <Alert tone="error">{outcome.text}</Alert> : null}
    </Stack>
  );
}
