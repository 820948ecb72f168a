/**
 * The id of the <script type="application/json"> in which the server renderer (entry-server.tsx)
 * sends the data a page was rendered with (react-query's dehydrated cache); the browser puts it
 * back in its cache before hydrating (main.tsx), so the first render matches the server's.
 */
export const DEHYDRATED_QUERIES_ID = 'pawcall-queries';
