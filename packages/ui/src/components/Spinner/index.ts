export {
  Skeleton,
  type SkeletonProps,
  Spinner,
  type SpinnerProps,
  type SpinnerSize,
  spinnerSizes,
} from './Spinner';
