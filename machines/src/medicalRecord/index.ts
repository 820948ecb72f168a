export { medicalRecordMachine } from './medicalRecordMachine';
export { type MedicalRecordModelEvent, medicalRecordModel } from './medicalRecordModel';
export { medicalRecordPaths } from './medicalRecordPaths';
export * from './medicalRecordTypes';
