import { medicalRecordMachine } from '@pawcall/machines';
import { createActorContext } from '@xstate/react';

/** One appointment's medical record editor. */
export const MedicalRecordMachineContext = createActorContext(medicalRecordMachine);

export const useMedicalRecordSelector = MedicalRecordMachineContext.useSelector;
export const useMedicalRecordActor = MedicalRecordMachineContext.useActorRef;
