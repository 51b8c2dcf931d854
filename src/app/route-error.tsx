// Part of the app chunk (src/app/app-chunk.tsx): error pages for routes (spec section 8, Routing errors).
import type { ComponentChildren } from 'preact';
import { useErrorBoundary, useRef } from 'preact/hooks';
import { t } from '../i18n';
import { CardWayOut } from '../components/card-way-out';
import { href } from './href';

/** An error a screen can throw to show a status page, e.g. `throw new RouteFailure(503)`. */
export class RouteFailure extends Error {
  constructor(
    readonly status: number,
    message = '',
  ) {
    super(message || `HTTP ${status}`);
  }
}

export function ErrorPage({ status = 500, message = '' }: { status?: number; message?: string }) {
  return (
    <section class="notice" aria-labelledby="error-heading">
      <h1 id="error-heading" tabIndex={-1}>
        {t('error.heading')}
      </h1>
      <p class="error-status">{t('error.status', { status })}</p>
      {message && <p>{message}</p>}
      <CardWayOut />
      <p class="actions">
        <button type="button" class="button" onClick={() => location.reload()}>
          {t('error.reload')}
        </button>
        <a class="button button-secondary" href={href('/')}>
          {t('error.home')}
        </a>
      </p>
    </section>
  );
}

/** Shown when a screen's chunk failed to load even after the one reload. */
export function ChunkError() {
  return <ErrorPage status={503} message={t('error.chunk')} />;
}

/** Catches a screen's render error; navigating away (a new `path`) clears it. */
export function RouteErrorBoundary({ path, children }: { path: string; children: ComponentChildren }) {
  const [error, reset] = useErrorBoundary((e) => console.error(e));
  const shownFor = useRef(path);
  // clear only when the member moves on: resetting at once would make the same error escape the boundary
  if (error && shownFor.current !== path) reset();
  if (!error) shownFor.current = path;
  if (!error) return <>{children}</>;
  const status = error instanceof RouteFailure ? error.status : 500;
  return <ErrorPage status={status} message={error instanceof RouteFailure ? error.message : ''} />;
}
