export { type ChatMessage, ChatPanel, type ChatPanelProps } from './ChatPanel';
