export { cancellationMachine, cancellationTimer } from './cancellationMachine';
export { type CancellationModelEvent, cancellationModel } from './cancellationModel';
export { cancellationPaths } from './cancellationPaths';
export * from './cancellationTypes';
