// A cache name that both ./routes.ts (the caches a build keeps) and ./on-demand.ts (what it holds) need.
/** The language tables, legal texts and DOMPurify, each cached when first used (./on-demand.ts). */
export const ON_DEMAND_CACHE = 'pro-on-demand-v1';
