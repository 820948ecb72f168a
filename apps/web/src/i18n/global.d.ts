import type { AnyMessageId } from './messages';

// Message ids are checked at compile time against the en-US catalogue.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: AnyMessageId;
    }
  }
}
