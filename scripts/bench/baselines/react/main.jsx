// The React 19 + react-router baseline: our sign-in screen written the default way, rendered on the
// client into an empty #root. Same markup and class names as the app's prerendered dist/index.html, so
// the same CSS lays it out the same; the only difference measured is how it gets to the screen.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
// our app's stylesheet (an alias set by build.js): imported from JS, so Vite emits a <link> in <head>
import 'bench:app.css';

const LANGUAGES = [
  ['english', 'en-US', 'English'],
  ['french', 'fr-FR', 'Français'],
  ['spanish', 'es-ES', 'Español'],
  ['portuguese', 'pt-PT', 'Português'],
  ['italian', 'it-IT', 'Italiano'],
  ['german', 'de-DE', 'Deutsch'],
  ['mandarin', 'zh-CN', '中文'],
  ['hebrew', 'he-IL', 'עברית'],
  ['japanese', 'ja-JP', '日本語'],
  ['korean', 'ko-KR', '한국어'],
  ['dutch', 'nl-NL', 'Nederlands'],
  ['greek', 'el-GR', 'Ελληνικά'],
  ['turkish', 'tr-TR', 'Türkçe'],
  ['thai', 'th-TH', 'ไทย'],
  ['arabic', 'ar-SA', 'العربية'],
];

function BackIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="icon icon-directional"
    >
      <path
        d="M15.5 4.5 8 12l7.5 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Frame() {
  const [language, setLanguage] = useState('english');
  return (
    <div className="frame layout-static-header" data-layout="static-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="header header-static">
        <div className="header-start">
          <Link className="icon-button" to="/" aria-label="Back">
            <BackIcon />
          </Link>
        </div>
        <Link className="header-logo" to="/" aria-label="Pro Membership home">
          <span className="logo" aria-hidden="true">
            <span className="logo-mark">PRO</span> <span className="logo-word">MEMBERSHIP</span>
          </span>
        </Link>
        <div className="header-end" />
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="footer">
        <div className="language-switcher">
          <label htmlFor="language-switcher">Language</label>
          <select id="language-switcher" value={language} onChange={(e) => setLanguage(e.target.value)}>
            {LANGUAGES.map(([value, lang, name]) => (
              <option key={value} value={value} lang={lang}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </footer>
      <div className="loading-bar" role="presentation" />
      <div className="landscape-warning" role="alert">
        <p className="landscape-heading">Please turn your device upright</p>
        <p>This app is designed for portrait orientation. Rotate your device to continue.</p>
      </div>
    </div>
  );
}

function SignIn() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [reveal, setReveal] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  /** @param {import('react').FormEvent<HTMLFormElement>} event */
  async function submit(event) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email) || !password) return setMessage('Enter your membership e-mail and password.');
    setBusy(true);
    setMessage('');
    // a typical client: post the credentials, go on when the server says yes
    const res = await fetch('/api/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).catch(() => null);
    setBusy(false);
    if (res?.ok) navigate('/dashboard');
    else setMessage('We could not sign you in. Check your e-mail and password.');
  }

  return (
    <section className="page form-page" aria-labelledby="page-heading">
      <h1 id="page-heading" className="page-heading" tabIndex={-1}>
        Welcome Back
      </h1>
      <form className="form" noValidate aria-busy={busy} onSubmit={submit}>
        <div className="form-message" role="alert" aria-live="assertive">
          {message}
        </div>
        <div className="field">
          <label htmlFor="email">Membership e-mail</label>
          <div className="field-control">
            <input
              id="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          <div className="field-control">
            <input
              id="password"
              type={reveal ? 'text' : 'password'}
              autoComplete="current-password"
              spellCheck={false}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button type="button" className="field-reveal" aria-pressed={reveal} onClick={() => setReveal(!reveal)}>
              {reveal ? 'Hide password' : 'Show password'}
            </button>
          </div>
        </div>
        <p className="form-aside">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        <button type="submit" className="button button-block" disabled={busy}>
          Sign In
        </button>
      </form>
      <ul className="link-list">
        <li>
          <Link to="/register">First time in the app? Register</Link>
        </li>
        <li>
          <a href="https://pro.example" target="_blank" rel="noopener">
            Not a member yet? Apply for a professional membership
          </a>
        </li>
      </ul>
    </section>
  );
}

/** The other routes exist so the router is really used; the benchmark only loads the sign-in screen. */
function Placeholder({ title }) {
  return (
    <section className="page">
      <h1 className="page-heading">{title}</h1>
      <p>
        <Link to="/">Back to sign in</Link>
      </p>
    </section>
  );
}

const router = createHashRouter([
  {
    element: <Frame />,
    children: [
      { index: true, element: <SignIn /> },
      { path: 'forgot-password', element: <Placeholder title="Forgot password" /> },
      { path: 'register', element: <Placeholder title="Register" /> },
      { path: 'dashboard', element: <Placeholder title="Dashboard" /> },
      { path: '*', element: <Placeholder title="Page not found" /> },
    ],
  },
]);

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
