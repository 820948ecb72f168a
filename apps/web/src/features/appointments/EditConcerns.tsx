import { useUpdateAppointmentConcerns } from '@pawcall/api-client/visits';
import { Alert, Button, Heading, Inline, Stack } from '@pawcall/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConcernsFieldset } from '../../shared/concerns/ConcernsFieldset';
import { errorMessage, fieldErrors } from '../../shared/errorMessage';
import { COMMON_CONCERNS } from '../../shared/concerns/concerns';

/**
 * Replaces the concerns of an upcoming appointment (PUT cx/appointments/{ref}/concerns), with the
 * booking step's choices and limit. A concern the appointment already has that is not one of the
 * common ones stays offered, so keeping it is a choice too. The server's per-field message is shown
 * next to the choices, which are kept as the user left them.
 */
export function EditConcerns({
  reference,
  current,
  onClose,
}: {
  reference: string;
  current: readonly string[];
  onClose: (saved: boolean) => void;
}) {
  const intl = useIntl();
  const update = useUpdateAppointmentConcerns(reference);
  const [concerns, setConcerns] = useState<string[]>(() => [...current]);
  const [missing, setMissing] = useState(false);
  const options = [
    ...COMMON_CONCERNS,
    ...current.filter((c) => !(COMMON_CONCERNS as readonly string[]).includes(c)),
  ];
  const serverField = update.isError ? fieldErrors(update.error).concerns : undefined;
  const problem = missing ? [intl.formatMessage({ id: 'booking.missing.CONCERNS' })] : serverField;

  const toggle = (concern: string, checked: boolean) => {
    setConcerns((now) => (checked ? [...now, concern] : now.filter((c) => c !== concern)));
    setMissing(false);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (concerns.length === 0) {
      setMissing(true);
      return;
    }
    update.mutate(concerns, { onSuccess: () => onClose(true) });
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby="edit-concerns-heading" noValidate>
      <Stack gap="md">
        <Heading level={2} size="xl" id="edit-concerns-heading">
          {intl.formatMessage({ id: 'appointment.concerns.edit' })}
        </Heading>
        <ConcernsFieldset
          hintId="edit-concerns-hint"
          options={options}
          selected={concerns}
          onToggle={toggle}
          errors={problem}
        />
        {update.isError && !serverField ? (
          <Alert tone="error">{errorMessage(intl, update.error)}</Alert>
        ) : null}
        <Inline gap="sm">
          <Button type="submit" disabled={update.isPending}>
            {intl.formatMessage({ id: 'appointment.concerns.save' })}
          </Button>
          <Button type="button" variant="secondary" onClick={() => onClose(false)}>
            {intl.formatMessage({ id: 'appointment.concerns.keep' })}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
