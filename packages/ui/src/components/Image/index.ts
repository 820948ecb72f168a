export {
  Image,
  type ImageAspectRatio,
  type ImageFit,
  type ImageProps,
  type ImageRadius,
  imageAspectRatios,
  imageFits,
  imageRadii,
} from './Image';
