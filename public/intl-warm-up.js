// Decision 0055: a browser's first Intl format loads the locale's data (ICU) for the whole tab,
// 20-60 ms. Done here, beside the page's scripts, the hydration's first price costs almost nothing.
self.onmessage = ({ data: locale }) => {
  try {
    new Intl.NumberFormat(locale).format(0);
    new Intl.DateTimeFormat(locale).format(0);
  } finally {
    self.postMessage('ready');
  }
};
