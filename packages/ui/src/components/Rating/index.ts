export { Rating, RatingDisplay, type RatingDisplayProps, type RatingProps, ratingSizes } from './Rating';
