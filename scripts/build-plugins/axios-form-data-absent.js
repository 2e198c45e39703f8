// Stands in for axios's object-to-FormData/JSON/form converters (helpers/toFormData.js,
// helpers/formDataToJSON.js, helpers/toURLEncodedForm.js) and the copying of a Node FormData's
// headers (core/setFormDataHeaders.js) in the browser builds. The app hands axios finished bodies
// — form strings it encoded itself (src/contracts/form-encoding.ts) or JSON text — and no `params`
// object, so axios never converts an object; the converters were 1.3 KB gzip of the first
// screen. Should a later change pass an object after all, this says so instead of sending junk.
export const DEFAULT_FORM_DATA_MAX_DEPTH = 100;
export default function formDataConversionAbsent() {
  throw new Error('sport-info: axios object/FormData conversion is left out of this build; pass an encoded body');
}
