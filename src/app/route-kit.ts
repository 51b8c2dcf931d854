// The shape of a route table and what is made from one: routes, menu, tiles, prefetch map (the table: ./routes.ts).
import type { MessageKey } from '../i18n/keys';
import { lazyScreen, type LazyScreen } from './lazy-screen';

export type LayoutKind = 'default' | 'empty' | 'static-header';

/** A route's entry in a list of links: its label, and its place in the list (lower first). */
export interface NavEntry {
  label: MessageKey;
  order: number;
}

type Load = Parameters<typeof lazyScreen>[0];

/** A row of the table; `P` is the table's paths, which `next` may name. */
export interface RouteSpec<P extends string = string> {
  layout: LayoutKind;
  /** Title in the default layout's black header; none means blank, as the spec's table says. */
  headerTitle?: MessageKey;
  /** Title of the page for `document.title`. */
  pageTitle: MessageKey;
  /** Members only (spec section 4, Guard). */
  protected: boolean;
  /** static-header: the logo header is hidden on the membership status screens. */
  hideHeader?: boolean;
  /** Back arrow in the header (header state `displayBackBtn`). */
  backButton?: boolean;
  /** Offline, still shown within the membership's offline window instead of the offline screen (the card, at
   * the till; src/time/membership-rules.ts). */
  offlineWithinWindow?: boolean;
  /** A link in the overlay menu. */
  menu?: NavEntry;
  /** A tile on the dashboard. */
  tile?: NavEntry;
  /** The screens a member most likely opens next from this one, loaded ahead when the connection allows. */
  next?: readonly P[];
  load: Load;
}

export interface RouteDef<P extends string = string> extends Omit<RouteSpec<P>, 'load'> {
  path: P;
  screen: LazyScreen;
}

/** A table whose rows may only point at its own paths. */
export const defineRoutes = <const T extends Record<string, RouteSpec>>(
  table: T & { [K in keyof T]: RouteSpec<keyof T & string> },
): T => table;

/** Options of a row; `title` is the page's title. */
type RowOptions<N extends string> = Omit<
  RouteSpec<N>,
  'layout' | 'pageTitle' | 'protected' | 'headerTitle' | 'load'
> & {
  title: MessageKey;
  load: Load;
  protected?: boolean;
};

/** A screen for visitors, under the logo header. */
export const openRoute = <const N extends string = never>({
  title,
  ...rest
}: RowOptions<N>): RouteSpec<NoInfer<N>> => ({
  layout: 'static-header',
  pageTitle: title,
  protected: false,
  ...rest,
});
/** A members' screen in the default layout; its black header shows the page's title, or nothing with `blankHeader`. */
export const membersRoute = <const N extends string = never>({
  title,
  blankHeader,
  ...rest
}: RowOptions<N> & { blankHeader?: true }): RouteSpec<NoInfer<N>> => ({
  layout: 'default',
  pageTitle: title,
  headerTitle: blankHeader ? undefined : title,
  protected: true,
  ...rest,
});
/** A screen with no header at all. */
export const bareRoute = <const N extends string = never>({
  title,
  ...rest
}: RowOptions<N>): RouteSpec<NoInfer<N>> => ({
  layout: 'empty',
  pageTitle: title,
  protected: false,
  ...rest,
});

/** The routes of a table, each with its lazy screen. */
export const routesOf = <P extends string>(table: Record<P, RouteSpec<P>>): RouteDef<P>[] =>
  (Object.entries(table) as [P, RouteSpec<P>][]).map(([path, { load, ...def }]) => ({
    ...def,
    path,
    screen: lazyScreen(load),
  }));

/** A list of links made from the routes that have an entry in it, in its order. */
export interface NavLink<P extends string = string> {
  path: P;
  href: `#${P}`;
  label: MessageKey;
}
const linksOf = <P extends string>(routes: readonly RouteDef<P>[], list: 'menu' | 'tile'): NavLink<P>[] =>
  routes
    .flatMap((r) => (r[list] ? [{ ...r[list], path: r.path }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ path, label }) => ({ path, href: `#${path}` as const, label }));

export const menuOf = <P extends string>(routes: readonly RouteDef<P>[]) => linksOf(routes, 'menu');
export const tilesOf = <P extends string>(routes: readonly RouteDef<P>[]) => linksOf(routes, 'tile');
/** Each path and the screens to preload from it. */
export const prefetchMapOf = <P extends string>(routes: readonly RouteDef<P>[]): Partial<Record<P, readonly P[]>> =>
  Object.fromEntries(routes.flatMap((r) => (r.next ? [[r.path, r.next]] : []))) as Partial<Record<P, readonly P[]>>;
