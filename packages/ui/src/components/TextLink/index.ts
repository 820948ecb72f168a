export {
  TextLink,
  type TextLinkProps,
  type TextLinkTone,
  type TextLinkUnderline,
  textLinkTones,
  textLinkUnderlines,
} from './TextLink';
