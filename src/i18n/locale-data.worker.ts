// The browser's locale data is set up once per page process: done here, it costs the main thread nothing.
addEventListener('message', (e: MessageEvent<string>) => {
  const locale = e.data;
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).formatRange(new Date(2026, 0, 1, 10), new Date(2026, 0, 1, 12));
  new Intl.Collator(locale).compare('a', 'b');
  new Intl.NumberFormat(locale).format(1);
  close();
});
