// The shared form hook: typed, unsent values hold back the return-to-tab reload (spec section 4, issue 6).
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useForm, type FormOutcome } from '../../src/components/use-form';
import { GREETING_ID } from '../../src/names';
import { editingForms } from '../../src/state/editing';

function Form() {
  const form = useForm({ email: '' }, () => ({}));
  return (
    <input aria-label="E-mail" value={form.values.email} onInput={(e) => form.set('email')(e.currentTarget.value)} />
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

  it('submits what the fields hold, also a value a browser filled in without an input event (autofill)', async () => {
    const sent = vi.fn(async () => ({ done: true as const }));
    function SignIn() {
      const form = useForm({ email: '', password: '' }, () => ({
        password: (v: string) => (v ? null : 'errors.required'),
      }));
      return (
        <form onSubmit={form.submit(sent)}>
          <input
            id="email"
            aria-label="E-mail"
            value={form.values.email}
            onInput={(e) => form.set('email')(e.currentTarget.value)}
          />
          <input
            id="password"
            aria-label="Password"
            value={form.values.password}
            onInput={(e) => form.set('password')(e.currentTarget.value)}
          />
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

  describe("after the dashboard's early greeting (src/first-paint/greeting.ts)", () => {
    function Action({ outcome }: { outcome: FormOutcome }) {
      const form = useForm({}, () => ({}));
      return (
        <form onSubmit={form.submit(async () => outcome)}>
          <button type="submit">Sign In</button>
          {form.message && <p role="alert">{form.message.key}</p>}
        </form>
      );
    }
    const greeting = () => {
      document.body.insertAdjacentHTML('afterbegin', `<div id="${GREETING_ID}"><h1>Hello, Amara</h1></div>`);
      document.documentElement.dataset.greeting = '';
    };
    afterEach(() => {
      document.getElementById(GREETING_ID)?.remove();
      delete document.documentElement.dataset.greeting;
      globalThis.pmHeldLink = undefined;
    });

    it('a tile tapped on it is where the sign-in leads', async () => {
      history.replaceState(null, '', '#/');
      greeting();
      globalThis.pmHeldLink = '/card';
      render(<Action outcome={{ go: '/dashboard' }} />);
      fireEvent.submit(screen.getByRole('button').closest('form')!);
      await waitFor(() => expect(location.hash).toBe('#/card'));
      expect(globalThis.pmHeldLink).toBeUndefined();
    });

    it('a sign-in that ends in a message after all takes it away: the form and its message show', async () => {
      greeting();
      globalThis.pmHeldLink = '/card';
      render(<Action outcome={{ message: 'errors.serviceFailed' }} />);
      fireEvent.submit(screen.getByRole('button').closest('form')!);
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('errors.serviceFailed'));
      expect(document.getElementById(GREETING_ID)).toBeNull();
      expect(document.documentElement.dataset.greeting).toBeUndefined();
      expect(globalThis.pmHeldLink).toBeUndefined(); // and a tile tapped on it leads nowhere now
    });
  });
});
