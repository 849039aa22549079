// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLICK_REQUESTED, SUBMIT_REQUESTED, typedInputOf } from './typed-input';

const form = `<form>
  <input name="email" type="email" value="" />
  <input name="password" type="password" value="" />
  <input name="remember" type="checkbox" />
  <button type="submit">Iniciar sesión</button>
</form>`;

function screens() {
  const prerendered = document.createElement('div');
  prerendered.innerHTML = form;
  const root = document.createElement('div');
  document.body.append(prerendered, root);
  return { prerendered, root };
}

const field = (root: ParentNode, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('typedInputOf', () => {
  it('puts what was typed into the fields the app renders, as typing would, and gives the focus back', () => {
    const { prerendered, root } = screens();
    field(prerendered, 'email').value = 'ana@cliente.example';
    field(prerendered, 'remember').checked = true;
    field(prerendered, 'email').focus();
    const restore = typedInputOf(prerendered);
    prerendered.remove();
    root.innerHTML = form;
    const seen = vi.fn();
    root.addEventListener('input', (event) => seen((event.target as HTMLInputElement).name));

    restore(root);

    expect(field(root, 'email').value).toBe('ana@cliente.example');
    expect(field(root, 'password').value).toBe('');
    expect(field(root, 'remember').checked).toBe(true);
    expect(seen).toHaveBeenCalledWith('email');
    expect(document.activeElement).toBe(field(root, 'email'));
  });

  it('waits for fields the app renders later', async () => {
    const { prerendered, root } = screens();
    field(prerendered, 'password').value = 'secreto-123';
    const restore = typedInputOf(prerendered);
    prerendered.remove();

    restore(root);
    root.innerHTML = '<p>Cargando…</p>';
    await Promise.resolve();
    root.innerHTML = form;
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(field(root, 'password').value).toBe('secreto-123');
  });

  it('sends the form once the app has it, when the visitor sent it before', () => {
    const { prerendered, root } = screens();
    field(prerendered, 'email').value = 'ana@cliente.example';
    prerendered.querySelector('form')!.setAttribute(SUBMIT_REQUESTED, '');
    const restore = typedInputOf(prerendered);
    prerendered.remove();
    root.innerHTML = form;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submitted);

    restore(root);

    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('keeps a language chosen in a select before the app took over, with the change the app listens to', () => {
    const select = `<select name="language"><option value="es" selected>Español</option><option value="en">English</option></select>`;
    const prerendered = document.createElement('div');
    prerendered.innerHTML = select;
    const root = document.createElement('div');
    document.body.append(prerendered, root);
    prerendered.querySelector('select')!.value = 'en';
    const restore = typedInputOf(prerendered);
    prerendered.remove();
    root.innerHTML = select;
    const changed = vi.fn();
    root.addEventListener('change', (event) => changed((event.target as HTMLSelectElement).value));

    restore(root);

    expect(root.querySelector('select')!.value).toBe('en');
    expect(changed).toHaveBeenCalledWith('en');
  });

  it('leaves a select alone when its rendered choice was kept', () => {
    const prerendered = document.createElement('div');
    prerendered.innerHTML = `<select name="language"><option value="es">Español</option><option value="en">English</option></select>`;
    expect(typedInputOf(prerendered)).toBeTypeOf('function');
    const root = document.createElement('div');
    root.innerHTML = prerendered.innerHTML;
    const changed = vi.fn();
    root.addEventListener('change', changed);
    typedInputOf(prerendered)(root);
    expect(changed).not.toHaveBeenCalled();
  });

  it('does nothing when nothing was typed', () => {
    const { prerendered, root } = screens();
    const restore = typedInputOf(prerendered);
    root.innerHTML = form;
    const seen = vi.fn();
    root.addEventListener('input', seen);

    restore(root);

    expect(seen).not.toHaveBeenCalled();
  });

  it('presses the button the visitor pressed before the app ran, found by its place in the screen', async () => {
    const screen = `<header><a href="/">Websy</a><button type="button">Tema</button></header>${form}`;
    const { prerendered, root } = screens();
    prerendered.innerHTML = screen;
    prerendered.querySelector('button[type="button"]')!.setAttribute(CLICK_REQUESTED, '');
    const restore = typedInputOf(prerendered);
    prerendered.remove();
    restore(root);
    root.innerHTML = screen;
    const pressed = vi.fn();
    root.querySelector('button[type="button"]')!.addEventListener('click', pressed);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to the link a keyboard visitor was on, and presses nothing of another kind', () => {
    const screen = `<nav><a href="/">Inicio</a><a href="/login">Entrar</a></nav>`;
    const { prerendered, root } = screens();
    prerendered.innerHTML = screen;
    prerendered.querySelectorAll('a')[1]!.focus();
    const restore = typedInputOf(prerendered);
    prerendered.remove();
    root.innerHTML = screen;
    restore(root);
    expect(document.activeElement).toBe(root.querySelectorAll('a')[1]);

    // The app's screen differs at that place: nothing is pressed.
    const other = screens();
    other.prerendered.innerHTML = '<div><button type="button">Menú</button></div>';
    other.prerendered.querySelector('button')!.setAttribute(CLICK_REQUESTED, '');
    const restoreOther = typedInputOf(other.prerendered);
    other.root.innerHTML = '<div><a href="/">Menú</a></div>';
    const followed = vi.fn((event: Event) => event.preventDefault());
    other.root.querySelector('a')!.addEventListener('click', followed);
    restoreOther(other.root);
    expect(followed).not.toHaveBeenCalled();
  });

  it('waits for the very button pressed when another one is at its place meanwhile', async () => {
    const { prerendered, root } = screens();
    prerendered.innerHTML =
      '<div><button type="button">Continuar con LinkedIn</button><button>Entrar</button></div>';
    prerendered.querySelector('button')!.setAttribute(CLICK_REQUESTED, '');
    const restore = typedInputOf(prerendered);
    prerendered.remove();
    // The app's first render has not got the providers yet: the submit button is first.
    root.innerHTML = '<div><button>Entrar</button></div>';
    const wrong = vi.fn();
    root.querySelector('button')!.addEventListener('click', wrong);
    restore(root);
    root.innerHTML =
      '<div><button type="button">Continuar con LinkedIn</button><button>Entrar</button></div>';
    const right = vi.fn();
    root.querySelector('button')!.addEventListener('click', right);
    root.append(document.createElement('span'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(wrong).not.toHaveBeenCalled();
    expect(right).toHaveBeenCalledTimes(1);
  });
});
