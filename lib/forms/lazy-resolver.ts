// Forms validate with @hookform/resolvers' zodResolver, but zod is the largest part of a form
// page's JavaScript, so the resolver and its schema load on first use (the form is focused or
// submitted), not with the page. A failed load is forgotten, so the next submit tries again.
import type { FieldValues, Resolver } from "react-hook-form";

export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): Resolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  return async (values, ...rest) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    // A radio group left unset reads null once focus has passed through it (Tab does): it means "".
    const read = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === null ? "" : value])) as Values;
    return (await loading)(read, ...rest);
  };
}
