import type { ComponentProps } from "react";
import fieldStyles from "@/components/forms/field.module.css";

type SelectOptionsProps = {
  options: readonly { value: string; label: string }[];
  /** The label of an empty first choice, e.g. "Choose an agent". */
  placeholder?: string;
};

/** A select's choices: the empty one first when there is a placeholder. Shared with the lead forms' SelectField. */
export function SelectOptions({ options, placeholder }: SelectOptionsProps) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

type LabeledSelectProps = Omit<ComponentProps<"select">, "id" | "className" | "children"> &
  SelectOptionsProps & {
    id: string;
    label: string;
    /** The wrapper's class: it places the label and select together. */
    className?: string;
  };

/** A labeled select outside the lead forms (a filter, a sort, a quote's term), styled as their fields. */
export function LabeledSelect({ id, label, options, placeholder, className = fieldStyles.field, ...select }: LabeledSelectProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select id={id} className={fieldStyles.input} {...select}>
        <SelectOptions options={options} placeholder={placeholder} />
      </select>
    </div>
  );
}
