// Shared by screens: a page with its heading, the target of focus after navigation.
// Titles sit in <bdi>: a Latin title such as '#MACTREND' keeps its own order inside right-to-left pages.
import type { ComponentChildren } from 'preact';

export function Page({
  title,
  class: cls = '',
  children,
}: {
  title: string;
  class?: string;
  children?: ComponentChildren;
}) {
  return (
    <section class={`page ${cls}`} aria-labelledby="page-heading">
      <h1 id="page-heading" class="page-heading" tabIndex={-1}>
        <bdi>{title}</bdi>
      </h1>
      {children}
    </section>
  );
}
