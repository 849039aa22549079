/**
 * What a visitor typed into a prerendered first screen before the app took it over
 * (docs/decisions/0020). The app replaces the prerendered markup with its own (no hydration), so
 * without this the characters typed on a slow phone while the scripts loaded would vanish, and a
 * form sent with Enter in the meantime would be lost (index.html holds it back: sent before the
 * app runs, it would go out as a GET with its fields, a password too, in the address).
 *
 * `typedInputOf(prerendered)` reads the fields (by `name`: inputs, text areas and selects, such
 * as the language chosen on the sign-in screen) whose value differs from what the build
 * rendered, which one had the focus and whether its form was sent; the function it returns puts
 * them into the app's fields of the same name as they appear, the way typing would (an `input`
 * event, so the form library sees the value), gives the focus back (a field by name, a link or
 * a button by its place in the screen), presses the button the visitor pressed (index.html marks
 * it) and sends the form if the visitor had.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface TypedField {
  name: string;
  value: string;
  checked: boolean | null;
}

/** The attribute index.html puts on a prerendered form whose sending it held back. */
export const SUBMIT_REQUESTED = 'data-submit-requested';
/** The attribute index.html puts on a prerendered button pressed before the app ran. */
export const CLICK_REQUESTED = 'data-click-requested';

/** Where `element` sits under `root`: the index of each ancestor among its siblings, from the top. */
function pathOf(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
  }
  return path;
}

/** The text a person knows an element by: its label, else its text. */
const labelOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();

/**
 * On a part of a screen that still shows the server's markup (components/server-part.tsx, decision
 * 0044): a copy, not the app's own element. Defined here, where it is looked for.
 */
export const PART_PENDING = 'data-part-pending';

const isSame = (node: Element | undefined, place: Place): node is HTMLElement =>
  node instanceof HTMLElement &&
  node.tagName === place.tag &&
  labelOf(node) === place.label &&
  !node.closest(`[${PART_PENDING}]`);

/**
 * The app's element for the one the visitor met: the same tag and the same label at the same
 * place under `root`, else the only element of that tag and label under it (a screen the server
 * drew can differ in structure from the app's: a wrapper more, a region less). Never a copy of a
 * part still pending, and nothing while the app's screen is still filling in.
 */
function elementAt(root: Element, place: Place): HTMLElement | undefined {
  let node: Element | undefined = root;
  for (const index of place.path) node = node?.children[index];
  if (isSame(node, place)) return node;
  const alike = [...root.getElementsByTagName(place.tag)].filter((element) => isSame(element, place));
  return alike.length === 1 ? alike[0] : undefined;
}

/** An element of the prerendered screen, by position, to find its counterpart in the app's. */
interface Place {
  path: number[];
  tag: string;
  label: string;
}
const placeOf = (root: Element, element: Element | null | undefined): Place | null =>
  element && root.contains(element) && element !== root
    ? { path: pathOf(root, element), tag: element.tagName, label: labelOf(element) }
    : null;

/** How long the app may take to show the fields before what was typed is given up. */
const GIVE_UP_MS = 10_000;

const fieldsOf = (root: ParentNode) => [
  ...root.querySelectorAll<Field>('input[name], textarea[name], select[name]'),
];

/** What the build rendered into a field (a select: its option marked selected, else its first). */
function renderedValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function typedIn(field: Field): TypedField | null {
  if (isToggle(field)) {
    return field.checked === field.defaultChecked
      ? null
      : { name: field.name, value: field.value, checked: field.checked };
  }
  return field.value === renderedValue(field)
    ? null
    : { name: field.name, value: field.value, checked: null };
}

/** Sets a field's value as typing would, so a controlled or registered field sees it. */
function typeInto(field: Field, typed: TypedField) {
  if (typed.checked !== null && isToggle(field)) {
    if (field.checked !== typed.checked) field.click();
    return;
  }
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : field instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function fieldNamed(root: ParentNode, typed: TypedField): Field | undefined {
  return fieldsOf(root).find(
    (field) => field.name === typed.name && (typed.checked === null || field.value === typed.value),
  );
}

export function typedInputOf(prerendered: Element): (root: Element) => void {
  const typed = fieldsOf(prerendered)
    .map(typedIn)
    .filter((field): field is TypedField => field !== null);
  const active = document.activeElement;
  const inside = active && prerendered.contains(active);
  const focused = inside && 'name' in active && active.name ? String(active.name) : '';
  // A link or a button with the focus (a keyboard visitor's place) is found by position.
  const focusedPlace = inside && !focused ? placeOf(prerendered, active) : null;
  const clicked = placeOf(prerendered, prerendered.querySelector(`[${CLICK_REQUESTED}]`));
  const sentForm = prerendered.querySelector(`form[${SUBMIT_REQUESTED}]`);
  const sentField = sentForm ? (fieldsOf(sentForm)[0]?.name ?? '') : '';
  if (typed.length === 0 && !focused && !focusedPlace && !clicked && !sentField) return () => undefined;

  return (root) => {
    const pending = new Set(typed);
    let focusPending = focused !== '' || focusedPlace !== null;
    let clickPending = clicked !== null;
    const settle = () => {
      for (const field of [...pending]) {
        const target = fieldNamed(root, field);
        if (!target) continue;
        typeInto(target, field);
        pending.delete(field);
      }
      const focusTarget = !focusPending
        ? undefined
        : focusedPlace
          ? elementAt(root, focusedPlace)
          : fieldsOf(root).find((field) => field.name === focused);
      if (focusTarget) {
        focusTarget.focus();
        focusPending = false;
      }
      const clickTarget = clickPending && clicked ? elementAt(root, clicked) : undefined;
      if (clickTarget) {
        clickTarget.click();
        clickPending = false;
      }
      if (pending.size > 0 || focusPending || clickPending) return false;
      if (sentField)
        fieldsOf(root)
          .find((field) => field.name === sentField)
          ?.form?.requestSubmit();
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) stop();
    });
    const timer = window.setTimeout(() => stop(), GIVE_UP_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(root, { childList: true, subtree: true });
  };
}
