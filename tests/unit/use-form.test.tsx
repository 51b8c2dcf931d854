// The shared form hook: typed, unsent values hold back the return-to-tab reload (spec section 4, issue 6).
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { useForm } from '../../src/components/use-form';
import { editingForms } from '../../src/state/lifecycle';

function Form() {
  const form = useForm({ email: '' }, () => ({}));
  return <input aria-label="E-mail" value={form.values.email} onInput={(e) => form.set('email')(e.currentTarget.value)} />;
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
});
