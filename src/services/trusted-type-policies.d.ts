// Types of ./trusted-type-policies.js (the TypeScript build reads no JavaScript).
export declare const POLICY_NAMES: Readonly<{ html: string; serviceWorker: string; tagManager: string }>;
