// The shared form hook: typed, unsent values hold back the return-to-tab reload (spec section 4, issue 6).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useForm, type FormOutcome } from '../../src/components/use-form';
import { FormSummary } from '../../src/components/form-summary';
import { GREETING_ID } from '../../src/names';
import { captureTyped } from '../../src/start/takeover';
import { editingForms } from '../../src/state/editing';
import { handoff } from '../../src/start/handoff';
import { navigate } from '../../src/state/url';

function Form() {
  const form = useForm({ email: '' }, () => ({}));
  return (
    <input aria-label="E-mail" value={form.values.email} onInput={(e) => form.set('email')(e.currentTarget.value)} />
  );
}

/** A labelled field of a form made with useForm, its value and its setter wired up. */
function Field<K extends string>(props: {
  form: { values: Record<K, string>; set: (key: K) => (value: string) => void };
  name: K;
  label: string;
}) {
  const { form, name, label } = props;
  return (
    <input
      id={name}
      aria-label={label}
      value={form.values[name]}
      onInput={(e) => form.set(name)(e.currentTarget.value)}
    />
  );
}

describe('useForm', () => {
  it('counts a form with typed values as being edited until it is emptied or left', async () => {
    const { unmount } = render(<Form />);
    const field = screen.getByLabelText('E-mail');
    expect(editingForms.value).toBe(0);
    fireEvent.input(field, { target: { value: 'a' } });
    expect(editingForms.value).toBe(1);
    fireEvent.input(field, { target: { value: 'ab' } });
    expect(editingForms.value).toBe(1); // once per form, not per keystroke
    fireEvent.input(field, { target: { value: '' } });
    expect(editingForms.value).toBe(0);
    fireEvent.input(field, { target: { value: 'x' } });
    expect(editingForms.value).toBe(1);
    unmount();
    await waitFor(() => expect(editingForms.value).toBe(0)); // Preact runs an unmounted effect's clean-up a tick later
  });

  it('counts the edit in the render that shows it, before the next frame: a tab left at once does not reload', async () => {
    const { unmount } = render(<Form />);
    const field = screen.getByLabelText<HTMLInputElement>('E-mail');
    field.value = 'a';
    field.dispatchEvent(new Event('input', { bubbles: true })); // as a browser does, outside act()
    await Promise.resolve(); // Preact renders in a microtask; effects after a paint would not have run yet
    await Promise.resolve();
    expect(field.value).toBe('a');
    expect(editingForms.value).toBe(1);
    unmount();
    await waitFor(() => expect(editingForms.value).toBe(0));
  });

  /** A form with one e-mail field; returns the field and the form's offer of a remembered value. */
  function renderOffered() {
    let offer: (value: string) => boolean = () => false;
    function Offered() {
      const form = useForm({ email: '' }, () => ({}));
      offer = (value) => form.offer('email', value);
      return <Field form={form} name="email" label="E-mail" />;
    }
    render(<Offered />);
    return { field: screen.getByLabelText<HTMLInputElement>('E-mail'), offer: (value: string) => offer(value) };
  }

  it('offers a remembered value only in an empty, untouched field, and an offered value is no edit', () => {
    const { field, offer } = renderOffered();
    act(() => void expect(offer('kept@demo.test')).toBe(true));
    expect(field.value).toBe('kept@demo.test');
    expect(editingForms.value).toBe(0); // not typed: the return-to-tab reload is not held back for it
    fireEvent.input(field, { target: { value: 'typed@demo.test' } });
    expect(editingForms.value).toBe(1);
    act(() => void expect(offer('kept@demo.test')).toBe(false)); // what the member typed stays
    expect(field.value).toBe('typed@demo.test');
  });

  it('offers nothing in the field the member has focused: a key pressed as it lands would add to the offer', () => {
    const { field, offer } = renderOffered();
    field.focus();
    act(() => void expect(offer('kept@demo.test')).toBe(false));
    expect(field.value).toBe('');
    field.blur();
    act(() => void expect(offer('kept@demo.test')).toBe(true)); // left empty and unfocused: offered
    expect(field.value).toBe('kept@demo.test');
  });

  it('a refused submit focuses the summary each time, and the summary names each field once', async () => {
    function Summarised() {
      const form = useForm({ email: '', password: '' }, () => ({
        email: (v: string) => (v ? null : 'errors.required'),
        password: (v: string) => (v ? null : 'errors.required'),
      }));
      const problems = Object.entries(form.errors).flatMap(([field, error]) =>
        error ? [{ field, label: field, error }] : [],
      );
      return (
        <form onSubmit={form.submit(async () => ({ message: 'errors.loginIncorrect' }))}>
          <FormSummary message={form.message} problems={problems} />
          <Field form={form} name="email" label="E-mail" />
          <Field form={form} name="password" label="Password" />
          <button type="submit">Sign In</button>
        </form>
      );
    }
    render(<Summarised />);
    const form = screen.getByRole('button').closest('form')!;
    fireEvent.submit(form);
    const summary = () => document.getElementById('form-summary');
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    // each field once, each linked to its field
    expect(Array.from(summary()!.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual([
      '#email',
      '#password',
    ]);
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'a@b.c' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'x' } });
    screen.getByLabelText('Password').focus();
    fireEvent.submit(form);
    // the provider's refusal alone now, with its next step
    await waitFor(() =>
      expect(Array.from(summary()!.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual([
        '#/forgot-password',
      ]),
    );
    expect(document.activeElement).toBe(summary());
  });

  it('submits what the fields hold, also a value a browser filled in without an input event (autofill)', async () => {
    const sent = vi.fn(async () => ({ done: true as const }));
    function SignIn() {
      const form = useForm({ email: '', password: '' }, () => ({
        password: (v: string) => (v ? null : 'errors.required'),
      }));
      return (
        <form onSubmit={form.submit(sent)}>
          <Field form={form} name="email" label="E-mail" />
          <Field form={form} name="password" label="Password" />
          <button type="submit">Sign In</button>
        </form>
      );
    }
    render(<SignIn />);
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'active@demo.test' } });
    (screen.getByLabelText('Password') as HTMLInputElement).value = 'Makeup2026'; // filled, no event
    fireEvent.submit(screen.getByRole('button').closest('form')!);
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ email: 'active@demo.test', password: 'Makeup2026' }));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Makeup2026');
  });

  it("keeps every field a password manager's script fills in one go (one input event after another, no render between)", () => {
    function SignIn() {
      const form = useForm({ email: '', password: '' }, () => ({}));
      return (
        <form>
          <Field form={form} name="email" label="E-mail" />
          <Field form={form} name="password" label="Password" />
        </form>
      );
    }
    render(<SignIn />);
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    act(() => {
      // as a password manager's script fills a sign-in: each field set and its input event dispatched, in one run
      for (const [field, value] of [
        [email, 'active@demo.test'],
        [password, 'Makeup2026'],
      ] as const) {
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    expect(email.value).toBe('active@demo.test'); // was emptied by the render after the second input
    expect(password.value).toBe('Makeup2026');
  });

  it('runs the action once for two submissions in one task (the second comes before the busy render)', async () => {
    let finish = () => {};
    const sent = vi.fn(() => new Promise<FormOutcome>((resolve) => (finish = () => resolve({ done: true }))));
    function SignIn() {
      const form = useForm({ email: '' }, () => ({}));
      return (
        <form onSubmit={form.submit(sent)}>
          <Field form={form} name="email" label="E-mail" />
          <button type="submit">Sign In</button>
        </form>
      );
    }
    render(<SignIn />);
    const form = screen.getByRole('button').closest('form')!;
    act(() => {
      form.dispatchEvent(new Event('submit', { cancelable: true }));
      form.dispatchEvent(new Event('submit', { cancelable: true }));
    });
    expect(sent).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    fireEvent.submit(form); // done: a new submission runs again
    expect(sent).toHaveBeenCalledTimes(2);
  });

  describe('where a sign-in leads', () => {
    let finish = () => {};
    function SignIn() {
      const form = useForm({ email: '' }, () => ({}));
      const action = () =>
        new Promise<FormOutcome>((resolve) => (finish = () => resolve({ go: '/expiration-warning' })));
      return (
        <form onSubmit={form.submit(action)}>
          <button type="submit">Sign In</button>
        </form>
      );
    }
    beforeEach(() => history.replaceState(null, '', '#/'));

    it('goes where the answer says, after the app itself moved on while it was stored (the guard to /dashboard)', async () => {
      render(<SignIn />);
      fireEvent.submit(screen.getByRole('button').closest('form')!);
      navigate('/dashboard', true);
      await act(async () => finish());
      expect(location.hash).toBe('#/expiration-warning');
    });

    it('leaves a step the member took meanwhile: a tile tapped on the dashboard the guard showed', async () => {
      render(<SignIn />);
      fireEvent.submit(screen.getByRole('button').closest('form')!);
      navigate('/dashboard', true);
      history.pushState(null, '', '#/security'); // the member's link, its hashchange still to come
      await act(async () => finish());
      expect(location.hash).toBe('#/security');
    });
  });

  describe("after the dashboard's greeting (src/start/greeting.ts)", () => {
    const FORM = 'held-form';
    /** A form submitted before the code ran (held by the head script), which the hook submits again as it mounts. */
    function Held({ outcome }: { outcome: FormOutcome }) {
      const form = useForm(
        { email: '' },
        () => ({ email: (v: string) => (v.includes('@') ? null : 'errors.required') }),
        FORM,
      );
      return (
        <main>
          <h1 tabIndex={-1}>Welcome Back</h1>
          <form id={FORM} onSubmit={form.submit(async () => outcome)}>
            <Field form={form} name="email" label="E-mail" />
            <button type="submit">Sign In</button>
            {form.message && <p role="alert">{form.message.key}</p>}
          </form>
        </main>
      );
    }
    /** The copy, as the greeting script paints it over the sign-in (the focus on its heading), and the held form. */
    const greeted = (email = 'active@demo.test') => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        `<div id="${GREETING_ID}" data-title="Sign In · Pro Membership"><h1 tabindex="-1">Hello, Amara</h1></div>` +
          `<div id="app"></div>`,
      );
      document.documentElement.dataset.greeting = '';
      document.title = 'Dashboard · Pro Membership';
      document.querySelector<HTMLElement>(`#${GREETING_ID} h1`)!.focus();
      const app = document.getElementById('app')!;
      app.innerHTML = `<form id="${FORM}"><input id="email" value="${email}"></form>`;
      captureTyped(app);
      app.textContent = '';
      handoff().heldForm = FORM;
      return { container: app };
    };
    beforeEach(() => history.replaceState(null, '', '#/'));
    afterEach(() => {
      document.getElementById(GREETING_ID)?.remove();
      document.getElementById('app')?.remove();
      delete document.documentElement.dataset.greeting;
      handoff().heldLink = undefined;
      handoff().heldForm = undefined;
    });

    it.each([
      ['the dashboard: the tile', '/dashboard', '#/card'],
      [
        'elsewhere after all (the expiry warning): there, not to the tile',
        '/expiration-warning',
        '#/expiration-warning',
      ],
    ])('a tile tapped on it, and a sign-in that leads to %s', async (_, go, landed) => {
      const { container } = greeted();
      handoff().heldLink = '/card';
      render(<Held outcome={{ go }} />, { container });
      await waitFor(() => expect(location.hash).toBe(landed));
      expect(handoff().heldLink).toBeUndefined();
    });

    it('a sign-in that ends in a message takes it away: the form, its title, its message and the focus on it', async () => {
      const { container } = greeted();
      handoff().heldLink = '/card';
      render(<Held outcome={{ message: 'errors.serviceFailed' }} />, { container });
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('errors.serviceFailed'));
      expect(document.getElementById(GREETING_ID)).toBeNull();
      expect(document.documentElement.dataset.greeting).toBeUndefined();
      expect(document.title).toBe('Sign In · Pro Membership');
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Welcome Back' }));
      expect(handoff().heldLink).toBeUndefined(); // and a tile tapped on it leads nowhere now
    });

    it('fields that no longer pass take it away before they are marked: the field has the focus', async () => {
      const { container } = greeted('no-at-sign');
      render(<Held outcome={{ go: '/dashboard' }} />, { container });
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
      expect(document.getElementById(GREETING_ID)).toBeNull();
      expect(location.hash).toBe('#/');
    });

    it('a submission of its own (not the held one) leaves a tapped tile alone', async () => {
      history.replaceState(null, '', '#/');
      handoff().heldLink = '/card';
      render(<Held outcome={{ go: '/dashboard' }} />);
      fireEvent.submit(screen.getByRole('button').closest('form')!, {});
      fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'a@b.c' } });
      fireEvent.submit(screen.getByRole('button').closest('form')!);
      await waitFor(() => expect(location.hash).toBe('#/dashboard'));
      expect(handoff().heldLink).toBe('/card');
    });
  });
});
