import { type MessageCatalogue, messagesEnUS } from './messages.en-US';

/** en-CA reads as en-US for every server message so far; override a key here when it should differ. */
export const messagesEnCA: MessageCatalogue = { ...messagesEnUS };
