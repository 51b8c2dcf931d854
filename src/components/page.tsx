// Shared by screens: a page with its heading, the target of focus after navigation.
import type { ComponentChildren } from 'preact';

export function Page({ title, class: cls = '', children }: { title: string; class?: string; children?: ComponentChildren }) {
  return (
    <section class={`page ${cls}`} aria-labelledby="page-heading">
      <h1 id="page-heading" class="page-heading" tabIndex={-1}>{title}</h1>
      {children}
    </section>
  );
}
