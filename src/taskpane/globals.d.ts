/** The add-in's version (package.json), set by webpack's DefinePlugin. */
declare const ADDIN_VERSION: string;
