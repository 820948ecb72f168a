export {
  CallControls,
  type CallControlsProps,
  VideoTile,
  type VideoTileProps,
  videoTileSizes,
} from './VideoCall';
