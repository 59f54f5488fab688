// React 18's web-stream renderer, which Node runs as well (see entry.server.tsx).
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}
