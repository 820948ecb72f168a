import { Button, Inline } from '@pawcall/ui';
import { useIntl } from 'react-intl';
import { useBookingActor } from '../BookingMachineContext';

/** Back and Continue under a step. Continue submits the step's form, which runs its own check. */
export function StepActions({ showBack = true }: { showBack?: boolean }) {
  const intl = useIntl();
  const actor = useBookingActor();
  return (
    <Inline gap="md" justify="space-between">
      {showBack ? (
        <Button variant="secondary" onClick={() => actor.send({ type: 'step.back' })}>
          {intl.formatMessage({ id: 'booking.back' })}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit">{intl.formatMessage({ id: 'booking.continue' })}</Button>
    </Inline>
  );
}
