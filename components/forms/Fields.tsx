import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, FieldError, fieldAria, fieldIds } from "@/components/forms/Field";
import { SelectOptions } from "@/components/forms/LabeledSelect";
import fieldStyles from "@/components/forms/field.module.css";

type ControlProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** What react-hook-form's register(name) returns for this field. */
  registration: UseFormRegisterReturn;
  /** Says what the value means to a visitor's browser agent, where the label alone is ambiguous (WebMCP). */
  agentHint?: string;
};

function TextField({ type = "text", autoComplete, registration, ...field }: ControlProps & { type?: "text" | "email"; autoComplete?: string }) {
  return (
    <Field {...field}>
      <input
        type={type}
        autoComplete={autoComplete}
        className={fieldStyles.input}
        {...fieldAria(field.id, { error: field.error, hint: Boolean(field.hint), required: field.required })}
        {...registration}
      />
    </Field>
  );
}

export function TextAreaField({ rows = 4, registration, ...field }: ControlProps & { rows?: number }) {
  return (
    <Field {...field}>
      <textarea
        rows={rows}
        className={fieldStyles.input}
        {...fieldAria(field.id, { error: field.error, hint: Boolean(field.hint), required: field.required })}
        {...registration}
      />
    </Field>
  );
}

type SelectFieldProps = ControlProps & {
  options: readonly { value: string; label: string }[];
  /** The label of the empty choice, e.g. "Select a timeline". */
  placeholder: string;
};

export function SelectField({ options, placeholder, registration, agentHint, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      <select
        className={fieldStyles.input}
        data-toolparamdescription={agentHint}
        {...fieldAria(field.id, { error: field.error, hint: Boolean(field.hint), required: field.required })}
        {...registration}
      >
        <SelectOptions options={options} placeholder={placeholder} />
      </select>
    </Field>
  );
}

type ChoiceGroupProps = {
  id: string;
  legend: string;
  type: "radio" | "checkbox";
  options: readonly { value: string; label: string; description?: string }[];
  error?: string;
  registration: UseFormRegisterReturn;
  agentHint?: string;
};

/** A group of radios or checkboxes under one legend, its error under the group. */
export function ChoiceGroup({ id, legend, type, options, error, registration, agentHint }: ChoiceGroupProps) {
  return (
    <fieldset className="choice-group" aria-describedby={error ? fieldIds(id).error : undefined} data-toolparamdescription={agentHint}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={fieldStyles.choiceGrid}>
        {options.map((option) => (
          <label key={option.value} className={fieldStyles.choice}>
            <input type={type} value={option.value} {...registration} />
            {option.description ? (
              <span>
                <strong>{option.label}</strong>
                <span className={fieldStyles.choiceText}>{option.description}</span>
              </span>
            ) : (
              option.label
            )}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

type PersonFieldsProps = {
  /** The forms' ids start with it: `${idPrefix}-full-name`. */
  idPrefix: string;
  registrations: { fullName: UseFormRegisterReturn; email: UseFormRegisterReturn; organization: UseFormRegisterReturn };
  errors: { fullName?: string; email?: string; organization?: string };
  organization: { label: string; required?: boolean };
};

/** Who is writing, as every form asks it first: name and e-mail side by side, then the organisation. */
export function PersonFields({ idPrefix, registrations, errors, organization }: PersonFieldsProps) {
  return (
    <>
      <div className={fieldStyles.row}>
        <TextField id={`${idPrefix}-full-name`} label="Full Name" required autoComplete="name" error={errors.fullName} registration={registrations.fullName} />
        <TextField
          id={`${idPrefix}-email`}
          label="Email Address"
          required
          type="email"
          autoComplete="email"
          error={errors.email}
          registration={registrations.email}
        />
      </div>
      <TextField
        id={`${idPrefix}-organization`}
        label={organization.label}
        required={organization.required}
        autoComplete="organization"
        error={errors.organization}
        registration={registrations.organization}
      />
    </>
  );
}
