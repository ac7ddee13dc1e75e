/** Hungarian and Russian texts of the custom-function metadata; ids stay the English ones. */
export interface ParameterTranslation {
  name: string;
  description: string;
}

export interface FunctionTranslation {
  description: string;
  parameters: Record<string, ParameterTranslation>;
}

export type FunctionTranslations = Record<string, { hu: FunctionTranslation; ru: FunctionTranslation }>;
