// The spec's routes (section 2 and the Guard of section 4), written out once for every test suite: unit, browser
// and engines tests check the app's route table against this, not the table against itself.

/** The default layout's routes and the title in their black header (blank where the spec leaves it so). */
export const HEADER_TITLES: Record<string, string> = {
  '/card': 'Digital ID Card',
  '/master-classes': 'Master Classes',
  '/settings': 'Security & Settings',
  '/security': 'Security & Settings',
  '/app-installation': 'App Installation',
  '/help': 'Help',
  '/privacy-policy': 'Privacy Policy',
  '/videos': 'Videos',
  '/product-tips': 'Product Tips',
  '/latest-news': '#MACTREND',
  '/artist-spotlight': 'Artist Spotlight',
  '/terms': 'Terms & Conditions',
  '/dashboard': '',
  '/notifications': '',
  '/newsletters': '',
};
/** Members only. */
export const PROTECTED = [
  '/card',
  '/master-classes',
  '/settings',
  '/security',
  '/app-installation',
  '/expiration-warning',
  '/help',
  '/membership-expired',
  '/privacy-policy',
  '/terms',
  '/dashboard',
  '/notifications',
  '/videos',
  '/product-tips',
  '/newsletters',
  '/artist-spotlight',
  '/latest-news',
];
export const STATIC_HEADER = [
  '/',
  '/sign-in',
  '/register',
  '/register-success',
  '/registered-deactivated',
  '/registered-expired',
  '/forgot-password',
  '/reset-success',
  '/contact-list',
  '/membership-expired',
  '/membership-deactivated',
  '/membership-unavailable',
];
export const EMPTY = ['/offline', '/expiration-warning'];
/** Every route of the spec: 29. */
export const ALL_ROUTES = [...Object.keys(HEADER_TITLES), ...STATIC_HEADER, ...EMPTY];
/** The membership status screens, which hide the logo header. */
export const HIDDEN_HEADER = ['/membership-deactivated', '/membership-expired', '/membership-unavailable'];

/** Every screen a visitor may open: its layout and its heading (the spec's English). */
export const VISITOR_ROUTES: [string, string, string][] = [
  ['/', 'static-header', 'Welcome Back'],
  ['/sign-in', 'static-header', 'Welcome Back'],
  ['/register', 'static-header', 'Register'],
  ['/register-success', 'static-header', 'Account created'],
  ['/registered-deactivated', 'static-header', 'Registration did not complete'],
  ['/registered-expired', 'static-header', 'Registration did not complete'],
  ['/forgot-password', 'static-header', 'Create new password'],
  ['/reset-success', 'static-header', 'Password created'],
  ['/contact-list', 'static-header', 'Customer care contacts'],
  ['/membership-deactivated', 'static-header', 'Membership Deactivated'],
  ['/membership-unavailable', 'static-header', 'Membership Unavailable'],
  ['/offline', 'empty', 'You are currently offline.'],
];

/** Each screen and the key of its page title (`title.<key>`). */
export const VISITOR_TITLE_KEYS: [string, string][] = [
  ['/', 'signIn'],
  ['/sign-in', 'signIn'],
  ['/register', 'register'],
  ['/register-success', 'registerSuccess'],
  ['/registered-deactivated', 'registrationIncomplete'],
  ['/registered-expired', 'registrationIncomplete'],
  ['/forgot-password', 'forgotPassword'],
  ['/reset-success', 'resetSuccess'],
  ['/contact-list', 'contactList'],
  ['/membership-deactivated', 'membershipDeactivated'],
  ['/membership-unavailable', 'membershipUnavailable'],
  ['/offline', 'offline'],
  ['/nowhere', 'notFound'],
];
export const MEMBER_TITLE_KEYS: [string, string][] = [
  ['/dashboard', 'dashboard'],
  ['/card', 'card'],
  ['/master-classes', 'masterClasses'],
  ['/settings', 'settings'],
  ['/security', 'settings'],
  ['/app-installation', 'appInstallation'],
  ['/help', 'help'],
  ['/privacy-policy', 'privacyPolicy'],
  ['/terms', 'terms'],
  ['/notifications', 'notifications'],
  ['/videos', 'videos'],
  ['/product-tips', 'productTips'],
  ['/latest-news', 'latestNews'],
  ['/artist-spotlight', 'artistSpotlight'],
  ['/newsletters', 'newsletters'],
  ['/expiration-warning', 'expirationWarning'],
];

/** The overlay menu's links, in order: label and path (the menu then adds Refresh app and Sign Out). */
export const MENU: [string, string][] = [
  ['Digital ID Card', '/card'],
  ['Master Classes', '/master-classes'],
  ['Security & Settings', '/settings'],
  ['Help', '/help'],
  ['Terms & Conditions', '/terms'],
  ['Privacy Policy', '/privacy-policy'],
];

/** The dashboard's tiles, in order: label, path and the heading of the screen it leads to. */
export const TILES: [string, string, string][] = [
  ['Show my card', '/card', 'Digital ID Card'],
  ['Master Classes', '/master-classes', 'Master Classes'],
  ['#MACTREND', '/latest-news', '#MACTREND'],
  ['Product Tips', '/product-tips', 'Product Tips'],
  ['Videos', '/videos', 'Videos'],
  ['Artist Spotlight', '/artist-spotlight', 'Artist Spotlight'],
  ['Newsletters', '/newsletters', 'Newsletters'],
  ['Notifications', '/notifications', 'Notifications'],
  ['Help', '/help', 'Help'],
  ['Security & Settings', '/settings', 'Security & Settings'],
];

/** The screens a member most likely opens next from each screen, preloaded (spec section 4, Other). */
export const PREFETCH: Record<string, string[]> = {
  '/': ['/dashboard'],
  '/sign-in': ['/dashboard'],
  '/dashboard': ['/card', '/master-classes'],
  '/expiration-warning': ['/dashboard'],
};

/** The five feed screens and the WordPress post type each reads (spec section 7). */
export const FEED_SCREENS = [
  ['/videos', 'video'],
  ['/product-tips', 'product-tip'],
  ['/latest-news', 'article'],
  ['/artist-spotlight', 'artist-spotlight'],
  ['/newsletters', 'newsletter'],
] as const;
