import { Alert, Button, Card, Form, Spinner, Stack, Switch } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from './errorMessage';

/** The keys of `T` whose values are on/off. */
type ToggleField<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

export interface ToggleChoice<T> {
  field: ToggleField<T>;
  label: string;
  description?: string;
  /** Off limits for this draft (an option of a feature that is switched off). */
  disabledWhen?: (draft: T) => boolean;
}

export interface ToggleSettingsFormProps<T> {
  /** The stored preferences as read (a query): the form shows once they are there. */
  settings: { data?: T; isError: boolean; error: unknown };
  /** The form's accessible name. */
  title: string;
  choices: ReadonlyArray<ToggleChoice<T>>;
  submitLabel: string;
  savedMessage: string;
  /** Stores the draft (and the cache), answering what the server kept. */
  save: (draft: T) => Promise<T>;
}

/**
 * A card of on/off preferences saved together: a switch a choice, one save button, the success
 * or the server's error above. The draft becomes what the server answered. While the stored
 * preferences load it shows a spinner, and the error if they cannot be read.
 */
export function ToggleSettingsForm<T>({ settings, ...form }: ToggleSettingsFormProps<T>) {
  const intl = useIntl();
  if (settings.isError)
    return (
      <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
        {errorMessage(intl, settings.error)}
      </Alert>
    );
  if (settings.data === undefined) return <Spinner label={intl.formatMessage({ id: 'common.loading' })} />;
  return <ToggleCard initial={settings.data} {...form} />;
}

function ToggleCard<T>({
  initial,
  title,
  choices,
  submitLabel,
  savedMessage,
  save,
}: Omit<ToggleSettingsFormProps<T>, 'settings'> & { initial: T }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    try {
      const stored = await save(draft);
      setDraft(stored);
      setError(null);
      setSaved(true);
    } catch (caught) {
      setError(errorMessage(intl, caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card padding="lg">
      <Form onSubmit={submit} aria-label={title}>
        <Stack gap="md">
          {saved ? (
            <Alert tone="success" title={intl.formatMessage({ id: 'toast.success' })}>
              {savedMessage}
            </Alert>
          ) : null}
          {error ? (
            <Alert tone="error" title={intl.formatMessage({ id: 'toast.error' })}>
              {error}
            </Alert>
          ) : null}
          {choices.map(({ field, label, description, disabledWhen }) => (
            <Switch
              key={field}
              name={field}
              label={label}
              description={description}
              checked={draft[field] as boolean}
              disabled={disabledWhen?.(draft)}
              onCheckedChange={(checked) => {
                setSaved(false);
                setDraft((current) => ({ ...current, [field]: checked }));
              }}
            />
          ))}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
