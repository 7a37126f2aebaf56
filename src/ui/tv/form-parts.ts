/**
 * Remote-friendly form parts: a stepper (− value +), a switch and a choice
 * row, all plain buttons so arrows and Enter work everywhere (a range input or
 * a select would swallow the arrow keys a TV remote needs for moving focus).
 */
import { html, css, type TemplateResult } from 'lit';

export interface StepperSpec {
  id: string;
  label: string;
  value: string;
  lessLabel: string;
  moreLabel: string;
  canLess: boolean;
  canMore: boolean;
  onLess: () => void;
  onMore: () => void;
}

export function stepper(spec: StepperSpec): TemplateResult {
  return html`<div class="stepper" role="group" aria-labelledby="${spec.id}-label">
    <span class="label" id="${spec.id}-label">${spec.label}</span>
    <button class="icon" data-testid="${spec.id}-less" aria-label="${spec.label}: ${spec.lessLabel}" ?disabled=${!spec.canLess} @click=${spec.onLess}>−</button>
    <output class="value" data-testid="${spec.id}-value" aria-live="polite">${spec.value}</output>
    <button class="icon" data-testid="${spec.id}-more" aria-label="${spec.label}: ${spec.moreLabel}" ?disabled=${!spec.canMore} @click=${spec.onMore}>+</button>
  </div>`;
}

export function toggle(id: string, label: string, on: boolean, texts: { on: string; off: string }, onChange: (on: boolean) => void): TemplateResult {
  return html`<button class="switch" role="switch" data-testid=${id} aria-checked=${on ? 'true' : 'false'} @click=${() => onChange(!on)}>
    <span class="switch-label">${label}</span>
    <span class="knob ${on ? 'on' : ''}" aria-hidden="true">${on ? texts.on : texts.off}</span>
  </button>`;
}

export interface ChoiceOption<T> {
  value: T;
  label: string;
}

export function choices<T>(id: string, label: string, options: ChoiceOption<T>[], current: T, onPick: (value: T) => void): TemplateResult {
  return html`<div class="choices" role="group" aria-labelledby="${id}-label">
    <span class="label" id="${id}-label">${label}</span>
    <div class="options">
      ${options.map(
        (option) =>
          html`<button data-testid="${id}-${String(option.value)}" aria-pressed=${option.value === current ? 'true' : 'false'} @click=${() => onPick(option.value)}>
            ${option.label}
          </button>`,
      )}
    </div>
  </div>`;
}

export const formStyles = css`
  .stepper {
    display: grid;
    grid-template-columns: 1fr auto 9vmin auto;
    align-items: center;
    gap: 1vmin;
  }
  .stepper .label,
  .choices .label {
    font-size: var(--text-s);
    font-weight: 700;
  }
  .stepper .value {
    text-align: center;
    font-weight: 800;
    font-size: var(--text-m);
    font-variant-numeric: tabular-nums;
  }
  .stepper button {
    min-height: 5vmin;
    min-width: 5.5vmin;
    padding: 0.2vmin;
    font-size: var(--text-l);
    line-height: 1;
  }
  .switch {
    width: 100%;
    justify-content: space-between;
    text-align: left;
    font-size: var(--text-s);
    min-height: 5.5vmin;
    padding: 0.8vmin 1.6vmin;
  }
  .switch .knob {
    flex: none;
    min-width: 8vmin;
    text-align: center;
    padding: 0.4vmin 1vmin;
    border-radius: 99vmin;
    background: var(--bg);
    color: var(--muted);
  }
  .switch .knob.on {
    background: var(--ok);
    color: #04140b;
  }
  .choices {
    display: grid;
    gap: 0.8vmin;
  }
  .choices .options {
    display: flex;
    gap: 1vmin;
    flex-wrap: wrap;
  }
  .choices .options button {
    font-size: var(--text-s);
    min-height: 5.5vmin;
  }
`;
