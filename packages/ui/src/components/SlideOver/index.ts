export {
  type LeaveConfirmation,
  SlideOver,
  type SlideOverProps,
  SWIPE_CLOSE_DISTANCE_PX,
  slideOverSwipeModes,
} from './SlideOver';
