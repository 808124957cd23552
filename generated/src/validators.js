// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
import func1_module from "ajv/dist/runtime/ucs2length.js";
import func0_module from "ajv/dist/runtime/equal.js";
const BOTHY_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|([+-])(\d{2})(?::(\d{2})|(\d{2}))?)$/;
/** RFC 3339 date-time (5.6, 5.7), with the extensions and limits of codegen/src/formats.ts (D373). */
function bothyDateTime(s) {
  const m = BOTHY_DATE_TIME.exec(s);
  if (m === null) return false;
  const year = +m[1], month = +m[2], day = +m[3], hour = +m[4], minute = +m[5], second = +m[6];
  const offsetHour = m[8] === undefined ? 0 : +m[8];
  const offsetMinute = +(m[9] ?? m[10] ?? 0);
  // 31 days in odd months up to July and in even months from August; February by Appendix C.
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : 30 + ((month + (month >> 3)) & 1);
  if (month < 1 || month > 12 || day < 1 || day > days) return false;
  if (hour > 23 || minute > 59 || second > 60 || offsetHour > 23 || offsetMinute > 59) return false;
  if (second < 60) return true;
  // A leap second: local time less the offset must be 23:59 UTC, on this day or the one before.
  const utcMinutes = hour * 60 + minute - (m[7] === "-" ? -1 : 1) * (offsetHour * 60 + offsetMinute);
  return (utcMinutes + 1440) % 1440 === 1439;
}
/** ajv's message of an error, from its keyword and params (codegen/src/validators.ts). */
function bothyMessage(e) {
  const p = e.params, k = e.keyword;
  switch (k) {
    case "type": return "must be " + p.type;
    case "required": return "must have required property '" + p.missingProperty + "'";
    case "additionalProperties": return "must NOT have additional properties";
    case "const": return "must be equal to constant";
    case "enum": return "must be equal to one of the allowed values";
    case "format": return 'must match format "' + p.format + '"';
    case "pattern": return 'must match pattern "' + p.pattern + '"';
    case "minimum": case "maximum": case "exclusiveMinimum": case "exclusiveMaximum": return "must be " + p.comparison + " " + p.limit;
    case "minLength": case "maxLength": return "must NOT have " + (k === "maxLength" ? "more" : "fewer") + " than " + p.limit + " characters";
    case "minItems": case "maxItems": return "must NOT have " + (k === "maxItems" ? "more" : "fewer") + " than " + p.limit + " items";
    case "minProperties": case "maxProperties": return "must NOT have " + (k === "maxProperties" ? "more" : "fewer") + " than " + p.limit + " properties";
    case "uniqueItems": return "must NOT have duplicate items (items ## " + p.j + " and " + p.i + " are identical)";
    case "oneOf": return "must match exactly one schema in oneOf";
    case "anyOf": return "must match a schema in anyOf";
    case "not": return "must NOT be valid";
    case "if": return 'must match "' + p.failingKeyword + '" schema';
    case "discriminator": return p.error === "tag" ? 'tag "' + p.tag + '" must be string' : 'value of tag "' + p.tag + '" must be in oneOf';
    case "false schema": return "boolean schema is false";
  }
  return 'must pass "' + k + '" keyword validation';
}

/** The exported validator: ajv's, with the message of each error. */
function withMessages(validate) {
  const v = (data, context) => {
    const valid = validate(data, context);
    v.errors = validate.errors && validate.errors.map((e) => ({ ...e, message: bothyMessage(e) }));
    return valid;
  };
  return v;
}

export const Uuid = /*#__PURE__*/ withMessages(validate53);
const formats0 = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate53(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(errors === 0){
if(typeof data === "string"){
if(!(formats0.test(data))){
validate53.errors = [{instancePath,keyword:"format",params:{format: "uuid"}}];
return false;
}
}
else {
validate53.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
}
validate53.errors = vErrors;
return errors === 0;
}

export const UuidV7 = /*#__PURE__*/ withMessages(validate54);
const pattern3 = /*#__PURE__*/ new RegExp("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-7[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$", "u");

function validate54(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(errors === 0){
if(typeof data === "string"){
if(!pattern3.test(data)){
validate54.errors = [{instancePath,keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-7[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"}}];
return false;
}
else {
if(!(formats0.test(data))){
validate54.errors = [{instancePath,keyword:"format",params:{format: "uuid"}}];
return false;
}
}
}
else {
validate54.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
}
validate54.errors = vErrors;
return errors === 0;
}

export const Seq = /*#__PURE__*/ withMessages(validate55);

function validate55(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
validate55.errors = [{instancePath,keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data < 1 || isNaN(data)){
validate55.errors = [{instancePath,keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
validate55.errors = vErrors;
return errors === 0;
}

export const Cursor = /*#__PURE__*/ withMessages(validate56);

function validate56(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
validate56.errors = [{instancePath,keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data < 0 || isNaN(data)){
validate56.errors = [{instancePath,keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
validate56.errors = vErrors;
return errors === 0;
}

export const Version = /*#__PURE__*/ withMessages(validate57);

function validate57(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
validate57.errors = [{instancePath,keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data < 1 || isNaN(data)){
validate57.errors = [{instancePath,keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
validate57.errors = vErrors;
return errors === 0;
}

export const Timestamp = /*#__PURE__*/ withMessages(validate58);
const formats4 = bothyDateTime;

function validate58(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(errors === 0){
if(typeof data === "string"){
if(!(formats4(data))){
validate58.errors = [{instancePath,keyword:"format",params:{format: "date-time"}}];
return false;
}
}
else {
validate58.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
}
}
validate58.errors = vErrors;
return errors === 0;
}

export const PrincipalKind = /*#__PURE__*/ withMessages(validate59);
const schema26_0 = ["user","agent","app"];

function validate59(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate59.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data === "user") || (data === "agent")) || (data === "app"))){
validate59.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema26_0}}];
return false;
}
validate59.errors = vErrors;
return errors === 0;
}

export const PrincipalRef = /*#__PURE__*/ withMessages(validate60);

function validate60(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.kind === undefined) && (missing0 = "kind"))){
validate60.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "id") || (key0 === "kind"))){
validate60.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
const _errs3 = errors;
if(!(validate59(data.kind, {instancePath:instancePath+"/kind"}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate60.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}

export const AccessLevel = /*#__PURE__*/ withMessages(validate63);
const schema28_1 = ["read","trigger","write","manage"];

function validate63(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate63.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data === "read") || (data === "trigger")) || (data === "write")) || (data === "manage"))){
validate63.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema28_1}}];
return false;
}
validate63.errors = vErrors;
return errors === 0;
}

export const RunState = /*#__PURE__*/ withMessages(validate64);
const schema29_2 = ["queued","running","waiting_input","completed","failed","cancelled"];

function validate64(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate64.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((data === "queued") || (data === "running")) || (data === "waiting_input")) || (data === "completed")) || (data === "failed")) || (data === "cancelled"))){
validate64.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema29_2}}];
return false;
}
validate64.errors = vErrors;
return errors === 0;
}

export const JsonValue = /*#__PURE__*/ withMessages(validate65);
const schema30_3 = ["string","number","integer","boolean","object","array"];

function validate65(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if((((!data || typeof data != "object") && (typeof data !== "string")) && (!((typeof data == "number") && (isFinite(data))))) && (typeof data !== "boolean")){
validate65.errors = [{instancePath,keyword:"type",params:{type: schema30_3}}];
return false;
}
validate65.errors = vErrors;
return errors === 0;
}

export const JsonPatchOp = /*#__PURE__*/ withMessages(validate66);
const schema31_4 = ["add","replace","remove"];
const pattern4 = /*#__PURE__*/ new RegExp("^(/[^/]*)+$", "u");

function validate66(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.path === undefined) && (missing0 = "path"))){
validate66.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "op") || (key0 === "path")) || (key0 === "value"))){
validate66.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate66.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data0 === "add") || (data0 === "replace")) || (data0 === "remove"))){
validate66.errors = [{instancePath:instancePath+"/op",keyword:"enum",params:{allowedValues: schema31_4}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
let data1 = data.path;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
validate66.errors = [{instancePath:instancePath+"/path",keyword:"pattern",params:{pattern: "^(/[^/]*)+$"}}];
return false;
}
}
else {
validate66.errors = [{instancePath:instancePath+"/path",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs6 = errors;
if(!(validate65(data.value, {instancePath:instancePath+"/value"}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate66.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate66.errors = vErrors;
return errors === 0;
}

export const RunPatchOp = /*#__PURE__*/ withMessages(validate68);
const schema32_5 = [{"type":"object","additionalProperties":false,"required":["op","path"],"properties":{"op":{"type":"string","enum":["add","replace","remove"]},"path":{"type":"string","pattern":"^/(status_line|last_text_excerpt|model|metrics|cost|plan|steps)(/([^/~]|~[01])*)*$"},"value":{"$ref":"#/$defs/JsonValue"}}},{"type":"object","additionalProperties":false,"required":["op","path","value"],"properties":{"op":{"type":"string","enum":["add","replace"]},"path":{"type":"string","pattern":"^/followups/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(/status)?$"},"value":{"$ref":"#/$defs/JsonValue"}}}];
const pattern5 = /*#__PURE__*/ new RegExp("^/(status_line|last_text_excerpt|model|metrics|cost|plan|steps)(/([^/~]|~[01])*)*$", "u");
const pattern6 = /*#__PURE__*/ new RegExp("^/followups/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(/status)?$", "u");

function validate68(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.path === undefined) && (missing0 = "path"))){
const err0 = {instancePath,keyword:"required",params:{missingProperty: missing0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs3 = errors;
for(const key0 in data){
if(!(((key0 === "op") || (key0 === "path")) || (key0 === "value"))){
const err1 = {instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
if(_errs3 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((data0 === "add") || (data0 === "replace")) || (data0 === "remove"))){
const err3 = {instancePath:instancePath+"/op",keyword:"enum",params:{allowedValues: schema32_5[0].properties.op.enum}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.path !== undefined){
let data1 = data.path;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err4 = {instancePath:instancePath+"/path",keyword:"pattern",params:{pattern: "^/(status_line|last_text_excerpt|model|metrics|cost|plan|steps)(/([^/~]|~[01])*)*$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/path",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.value !== undefined){
const _errs8 = errors;
if(!(validate65(data.value, {instancePath:instancePath+"/value"}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
const err6 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((data.op === undefined) && (missing1 = "op")) || ((data.path === undefined) && (missing1 = "path"))) || ((data.value === undefined) && (missing1 = "value"))){
const err7 = {instancePath,keyword:"required",params:{missingProperty: missing1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
const _errs11 = errors;
for(const key1 in data){
if(!(((key1 === "op") || (key1 === "path")) || (key1 === "value"))){
const err8 = {instancePath,keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
break;
}
}
if(_errs11 === errors){
if(data.op !== undefined){
let data3 = data.op;
const _errs12 = errors;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data3 === "add") || (data3 === "replace"))){
const err10 = {instancePath:instancePath+"/op",keyword:"enum",params:{allowedValues: schema32_5[1].properties.op.enum}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.path !== undefined){
let data4 = data.path;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data4 === "string"){
if(!pattern6.test(data4)){
const err11 = {instancePath:instancePath+"/path",keyword:"pattern",params:{pattern: "^/followups/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(/status)?$"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/path",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.value !== undefined){
const _errs16 = errors;
if(!(validate65(data.value, {instancePath:instancePath+"/value"}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
const err13 = {instancePath,keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err14 = {instancePath,keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate68.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate68.errors = vErrors;
return errors === 0;
}

export const EventActor = /*#__PURE__*/ withMessages(validate71);
const schema33_6 = ["user","agent","app","system"];

function validate71(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.kind === undefined) && (missing0 = "kind")){
validate71.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "id"))){
validate71.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate71.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data0 === "user") || (data0 === "agent")) || (data0 === "app")) || (data0 === "system"))){
validate71.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema33_6}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs4 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate71.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}

export const EventScope = /*#__PURE__*/ withMessages(validate73);

function validate73(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "space_id") || (key0 === "channel_id")) || (key0 === "thread_id"))){
validate73.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.space_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.space_id, {instancePath:instancePath+"/space_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate73.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}

export const EventResource = /*#__PURE__*/ withMessages(validate77);
const func1 = typeof func1_module === "function" ? func1_module : func1_module.default;

function validate77(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.id === undefined) && (missing0 = "id"))){
validate77.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "id")) || (key0 === "version"))){
validate77.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate77.errors = [{instancePath:instancePath+"/kind",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate77.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate77.errors = [{instancePath:instancePath+"/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate77.errors = [{instancePath:instancePath+"/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs6 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate77.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate77.errors = vErrors;
return errors === 0;
}

export const Envelope = /*#__PURE__*/ withMessages(validate79);
const schema36_7 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true,"invocation_token":true,"redelivered":true,"sync_epoch":true};
const func3 = Object.prototype.hasOwnProperty;
const pattern7 = /*#__PURE__*/ new RegExp("^[a-z_]+(\\.[a-z_]+)+$", "u");
const pattern8 = /*#__PURE__*/ new RegExp("^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$", "u");

function validate79(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))){
validate79.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema36_7, key0))){
validate79.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate54(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seq !== undefined){
const _errs3 = errors;
if(!(validate55(data.seq, {instancePath:instancePath+"/seq"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data2 = data.type;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data2 === "string"){
if(!pattern7.test(data2)){
validate79.errors = [{instancePath:instancePath+"/type",keyword:"pattern",params:{pattern: "^[a-z_]+(\\.[a-z_]+)+$"}}];
return false;
}
}
else {
validate79.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data3 = data.schema_version;
const _errs6 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate79.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs6){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate79.errors = [{instancePath:instancePath+"/schema_version",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.occurred_at !== undefined){
const _errs8 = errors;
if(!(validate58(data.occurred_at, {instancePath:instancePath+"/occurred_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
const _errs9 = errors;
if(!(validate71(data.actor, {instancePath:instancePath+"/actor"}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scope !== undefined){
const _errs10 = errors;
if(!(validate73(data.scope, {instancePath:instancePath+"/scope"}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
const _errs11 = errors;
if(!(validate77(data.resource, {instancePath:instancePath+"/resource"}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.audience !== undefined){
let data8 = data.audience;
const _errs12 = errors;
if(typeof data8 !== "string"){
validate79.errors = [{instancePath:instancePath+"/audience",keyword:"type",params:{type: "string"}}];
return false;
}
if("self" !== data8){
validate79.errors = [{instancePath:instancePath+"/audience",keyword:"const",params:{allowedValue: "self"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data9 = data.payload;
const _errs14 = errors;
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
validate79.errors = [{instancePath:instancePath+"/payload",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.redacted !== undefined){
const _errs16 = errors;
if(typeof data.redacted !== "boolean"){
validate79.errors = [{instancePath:instancePath+"/redacted",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.truncated !== undefined){
const _errs18 = errors;
if(typeof data.truncated !== "boolean"){
validate79.errors = [{instancePath:instancePath+"/truncated",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.correlation_id !== undefined){
const _errs20 = errors;
if(!(validate53(data.correlation_id, {instancePath:instancePath+"/correlation_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trace_context !== undefined){
let data13 = data.trace_context;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data13 === "string"){
if(!pattern8.test(data13)){
validate79.errors = [{instancePath:instancePath+"/trace_context",keyword:"pattern",params:{pattern: "^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"}}];
return false;
}
}
else {
validate79.errors = [{instancePath:instancePath+"/trace_context",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_msg_id !== undefined){
const _errs23 = errors;
if(!(validate54(data.client_msg_id, {instancePath:instancePath+"/client_msg_id"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.permission_version !== undefined){
let data15 = data.permission_version;
const _errs24 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate79.errors = [{instancePath:instancePath+"/permission_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs24){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate79.errors = [{instancePath:instancePath+"/permission_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.invocation_token !== undefined){
let data16 = data.invocation_token;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data16 === "string"){
if(func1(data16) < 1){
validate79.errors = [{instancePath:instancePath+"/invocation_token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate79.errors = [{instancePath:instancePath+"/invocation_token",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.redelivered !== undefined){
const _errs28 = errors;
if(typeof data.redelivered !== "boolean"){
validate79.errors = [{instancePath:instancePath+"/redelivered",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sync_epoch !== undefined){
const _errs30 = errors;
if(!(validate54(data.sync_epoch, {instancePath:instancePath+"/sync_epoch"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate79.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate79.errors = vErrors;
return errors === 0;
}

export const Message = /*#__PURE__*/ withMessages(validate89);
const schema37_8 = {"id":true,"thread_id":true,"channel_id":true,"thread_seq":true,"author":true,"origin":true,"kind":true,"content_md":true,"version":true,"created_at":true,"edited_at":true,"deleted_at":true,"reply_to_id":true,"client_msg_id":true,"trigger_state":true,"trigger_state_reason":true,"attachments":true,"mention_ids":true,"components":true,"reactions":true,"pinned":true};
const schema37_9 = ["human","agent","app","import","system"];
const schema37_10 = ["text","system"];
const schema37_11 = ["received","queued","working","followup_delivered","done","failed","cancelled"];

function validate100(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.file_id === undefined) && (missing0 = "file_id")){
validate100.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "file_id")){
validate100.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.file_id !== undefined){
if(!(validate53(data.file_id, {instancePath:instancePath+"/file_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate100.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate100.errors = vErrors;
return errors === 0;
}


function validate104(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.emoji === undefined) && (missing0 = "emoji")) || ((data.count === undefined) && (missing0 = "count"))){
validate104.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "emoji") || (key0 === "count"))){
validate104.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.emoji !== undefined){
const _errs2 = errors;
if(typeof data.emoji !== "string"){
validate104.errors = [{instancePath:instancePath+"/emoji",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.count !== undefined){
let data1 = data.count;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate104.errors = [{instancePath:instancePath+"/count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate104.errors = [{instancePath:instancePath+"/count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate104.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate104.errors = vErrors;
return errors === 0;
}


function validate89(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.channel_id === undefined) && (missing0 = "channel_id"))) || ((data.thread_seq === undefined) && (missing0 = "thread_seq"))) || ((data.author === undefined) && (missing0 = "author"))) || ((data.origin === undefined) && (missing0 = "origin"))) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.content_md === undefined) && (missing0 = "content_md"))) || ((data.version === undefined) && (missing0 = "version"))) || ((data.created_at === undefined) && (missing0 = "created_at"))){
validate89.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema37_8, key0))){
validate89.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_seq !== undefined){
let data3 = data.thread_seq;
const _errs5 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate89.errors = [{instancePath:instancePath+"/thread_seq",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs5){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate89.errors = [{instancePath:instancePath+"/thread_seq",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.author !== undefined){
const _errs7 = errors;
if(!(validate60(data.author, {instancePath:instancePath+"/author"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.origin !== undefined){
let data5 = data.origin;
const _errs8 = errors;
if(typeof data5 !== "string"){
validate89.errors = [{instancePath:instancePath+"/origin",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data5 === "human") || (data5 === "agent")) || (data5 === "app")) || (data5 === "import")) || (data5 === "system"))){
validate89.errors = [{instancePath:instancePath+"/origin",keyword:"enum",params:{allowedValues: schema37_9}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data6 = data.kind;
const _errs10 = errors;
if(typeof data6 !== "string"){
validate89.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data6 === "text") || (data6 === "system"))){
validate89.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema37_10}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_md !== undefined){
const _errs12 = errors;
if(typeof data.content_md !== "string"){
validate89.errors = [{instancePath:instancePath+"/content_md",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs14 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs15 = errors;
if(!(validate58(data.created_at, {instancePath:instancePath+"/created_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.edited_at !== undefined){
const _errs16 = errors;
if(!(validate58(data.edited_at, {instancePath:instancePath+"/edited_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deleted_at !== undefined){
const _errs17 = errors;
if(!(validate58(data.deleted_at, {instancePath:instancePath+"/deleted_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reply_to_id !== undefined){
const _errs18 = errors;
if(!(validate53(data.reply_to_id, {instancePath:instancePath+"/reply_to_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_msg_id !== undefined){
const _errs19 = errors;
if(!(validate54(data.client_msg_id, {instancePath:instancePath+"/client_msg_id"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_state !== undefined){
let data14 = data.trigger_state;
const _errs20 = errors;
if(typeof data14 !== "string"){
validate89.errors = [{instancePath:instancePath+"/trigger_state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((((data14 === "received") || (data14 === "queued")) || (data14 === "working")) || (data14 === "followup_delivered")) || (data14 === "done")) || (data14 === "failed")) || (data14 === "cancelled"))){
validate89.errors = [{instancePath:instancePath+"/trigger_state",keyword:"enum",params:{allowedValues: schema37_11}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_state_reason !== undefined){
const _errs22 = errors;
if(typeof data.trigger_state_reason !== "string"){
validate89.errors = [{instancePath:instancePath+"/trigger_state_reason",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attachments !== undefined){
let data16 = data.attachments;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data16)){
var valid1 = true;
const len0 = data16.length;
for(let i0=0; i0<len0; i0++){
const _errs26 = errors;
if(!(validate100(data16[i0], {instancePath:instancePath+"/attachments/" + i0}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
var valid1 = _errs26 === errors;
if(!valid1){
break;
}
}
}
else {
validate89.errors = [{instancePath:instancePath+"/attachments",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mention_ids !== undefined){
let data18 = data.mention_ids;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data18)){
var valid2 = true;
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
const _errs29 = errors;
if(!(validate53(data18[i1], {instancePath:instancePath+"/mention_ids/" + i1}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid2 = _errs29 === errors;
if(!valid2){
break;
}
}
}
else {
validate89.errors = [{instancePath:instancePath+"/mention_ids",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.components !== undefined){
let data20 = data.components;
const _errs30 = errors;
if(errors === _errs30){
if(Array.isArray(data20)){
var valid3 = true;
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
let data21 = data20[i2];
const _errs32 = errors;
if(!(data21 && typeof data21 == "object" && !Array.isArray(data21))){
validate89.errors = [{instancePath:instancePath+"/components/" + i2,keyword:"type",params:{type: "object"}}];
return false;
}
var valid3 = _errs32 === errors;
if(!valid3){
break;
}
}
}
else {
validate89.errors = [{instancePath:instancePath+"/components",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reactions !== undefined){
let data22 = data.reactions;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data22)){
var valid4 = true;
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
const _errs36 = errors;
if(!(validate104(data22[i3], {instancePath:instancePath+"/reactions/" + i3}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
var valid4 = _errs36 === errors;
if(!valid4){
break;
}
}
}
else {
validate89.errors = [{instancePath:instancePath+"/reactions",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinned !== undefined){
const _errs37 = errors;
if(typeof data.pinned !== "boolean"){
validate89.errors = [{instancePath:instancePath+"/pinned",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate89.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate89.errors = vErrors;
return errors === 0;
}

export const AttachmentRef = /*#__PURE__*/ withMessages(validate106);

function validate106(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.file_id === undefined) && (missing0 = "file_id")){
validate106.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "file_id")){
validate106.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.file_id !== undefined){
if(!(validate53(data.file_id, {instancePath:instancePath+"/file_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate106.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate106.errors = vErrors;
return errors === 0;
}

export const ReactionCount = /*#__PURE__*/ withMessages(validate108);

function validate108(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.emoji === undefined) && (missing0 = "emoji")) || ((data.count === undefined) && (missing0 = "count"))){
validate108.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "emoji") || (key0 === "count"))){
validate108.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.emoji !== undefined){
const _errs2 = errors;
if(typeof data.emoji !== "string"){
validate108.errors = [{instancePath:instancePath+"/emoji",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.count !== undefined){
let data1 = data.count;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate108.errors = [{instancePath:instancePath+"/count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate108.errors = [{instancePath:instancePath+"/count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate108.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate108.errors = vErrors;
return errors === 0;
}

export const File = /*#__PURE__*/ withMessages(validate109);
const schema42_12 = {"id":true,"uploaded_by":true,"purpose":true,"upload_state":true,"scan_status":true,"transcript_status":true,"created_at":true,"version":true,"original_name":true,"size_bytes":true,"mime_type":true,"sha256":true,"message_id":true,"thumbnails":true};
const schema42_13 = ["attachment","avatar","voice","import"];
const schema42_14 = ["pending","uploaded","final","deleted"];
const schema42_15 = ["pending","clean","infected","skipped"];
const schema42_16 = ["none","pending","done","failed"];
const pattern9 = /*#__PURE__*/ new RegExp("^[0-9a-f]{64}$", "u");

function validate109(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.uploaded_by === undefined) && (missing0 = "uploaded_by"))) || ((data.purpose === undefined) && (missing0 = "purpose"))) || ((data.upload_state === undefined) && (missing0 = "upload_state"))) || ((data.scan_status === undefined) && (missing0 = "scan_status"))) || ((data.created_at === undefined) && (missing0 = "created_at"))) || ((data.original_name === undefined) && (missing0 = "original_name"))) || ((data.size_bytes === undefined) && (missing0 = "size_bytes"))) || ((data.mime_type === undefined) && (missing0 = "mime_type"))) || ((data.thumbnails === undefined) && (missing0 = "thumbnails"))){
validate109.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema42_12, key0))){
validate109.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uploaded_by !== undefined){
const _errs3 = errors;
if(!(validate53(data.uploaded_by, {instancePath:instancePath+"/uploaded_by"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.purpose !== undefined){
let data2 = data.purpose;
const _errs4 = errors;
if(typeof data2 !== "string"){
validate109.errors = [{instancePath:instancePath+"/purpose",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data2 === "attachment") || (data2 === "avatar")) || (data2 === "voice")) || (data2 === "import"))){
validate109.errors = [{instancePath:instancePath+"/purpose",keyword:"enum",params:{allowedValues: schema42_13}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.upload_state !== undefined){
let data3 = data.upload_state;
const _errs6 = errors;
if(typeof data3 !== "string"){
validate109.errors = [{instancePath:instancePath+"/upload_state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data3 === "pending") || (data3 === "uploaded")) || (data3 === "final")) || (data3 === "deleted"))){
validate109.errors = [{instancePath:instancePath+"/upload_state",keyword:"enum",params:{allowedValues: schema42_14}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scan_status !== undefined){
let data4 = data.scan_status;
const _errs8 = errors;
if(typeof data4 !== "string"){
validate109.errors = [{instancePath:instancePath+"/scan_status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data4 === "pending") || (data4 === "clean")) || (data4 === "infected")) || (data4 === "skipped"))){
validate109.errors = [{instancePath:instancePath+"/scan_status",keyword:"enum",params:{allowedValues: schema42_15}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transcript_status !== undefined){
let data5 = data.transcript_status;
const _errs10 = errors;
if(typeof data5 !== "string"){
validate109.errors = [{instancePath:instancePath+"/transcript_status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data5 === "none") || (data5 === "pending")) || (data5 === "done")) || (data5 === "failed"))){
validate109.errors = [{instancePath:instancePath+"/transcript_status",keyword:"enum",params:{allowedValues: schema42_16}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs12 = errors;
if(!(validate58(data.created_at, {instancePath:instancePath+"/created_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs13 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.original_name !== undefined){
const _errs14 = errors;
if(typeof data.original_name !== "string"){
validate109.errors = [{instancePath:instancePath+"/original_name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.size_bytes !== undefined){
let data9 = data.size_bytes;
const _errs16 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate109.errors = [{instancePath:instancePath+"/size_bytes",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs16){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate109.errors = [{instancePath:instancePath+"/size_bytes",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mime_type !== undefined){
const _errs18 = errors;
if(typeof data.mime_type !== "string"){
validate109.errors = [{instancePath:instancePath+"/mime_type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sha256 !== undefined){
let data11 = data.sha256;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data11 === "string"){
if(!pattern9.test(data11)){
validate109.errors = [{instancePath:instancePath+"/sha256",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"}}];
return false;
}
}
else {
validate109.errors = [{instancePath:instancePath+"/sha256",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_id !== undefined){
const _errs22 = errors;
if(!(validate53(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thumbnails !== undefined){
let data13 = data.thumbnails;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data13)){
var valid1 = true;
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
const _errs25 = errors;
if(errors === _errs25){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing1;
if(((data14.width === undefined) && (missing1 = "width")) || ((data14.height === undefined) && (missing1 = "height"))){
validate109.errors = [{instancePath:instancePath+"/thumbnails/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs27 = errors;
for(const key1 in data14){
if(!((key1 === "width") || (key1 === "height"))){
validate109.errors = [{instancePath:instancePath+"/thumbnails/" + i0,keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs27 === errors){
if(data14.width !== undefined){
let data15 = data14.width;
const _errs28 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate109.errors = [{instancePath:instancePath+"/thumbnails/" + i0+"/width",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs28){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
validate109.errors = [{instancePath:instancePath+"/thumbnails/" + i0+"/width",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data14.height !== undefined){
let data16 = data14.height;
const _errs30 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate109.errors = [{instancePath:instancePath+"/thumbnails/" + i0+"/height",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs30){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
validate109.errors = [{instancePath:instancePath+"/thumbnails/" + i0+"/height",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid2 = _errs30 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/thumbnails/" + i0,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs25 === errors;
if(!valid1){
break;
}
}
}
else {
validate109.errors = [{instancePath:instancePath+"/thumbnails",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate109.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate109.errors = vErrors;
return errors === 0;
}

export const Thread = /*#__PURE__*/ withMessages(validate115);
const schema43_17 = {"id":true,"channel_id":true,"space_id":true,"title":true,"closed":true,"last_message_seq":true,"message_count":true,"unread_floor_seq":true,"version":true};

function validate115(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.id === undefined) && (missing0 = "id")) || ((data.channel_id === undefined) && (missing0 = "channel_id"))) || ((data.space_id === undefined) && (missing0 = "space_id"))) || ((data.last_message_seq === undefined) && (missing0 = "last_message_seq"))) || ((data.message_count === undefined) && (missing0 = "message_count"))) || ((data.version === undefined) && (missing0 = "version"))){
validate115.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema43_17, key0))){
validate115.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.space_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.space_id, {instancePath:instancePath+"/space_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs5 = errors;
if(typeof data.title !== "string"){
validate115.errors = [{instancePath:instancePath+"/title",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.closed !== undefined){
const _errs7 = errors;
if(typeof data.closed !== "boolean"){
validate115.errors = [{instancePath:instancePath+"/closed",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_message_seq !== undefined){
let data5 = data.last_message_seq;
const _errs9 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate115.errors = [{instancePath:instancePath+"/last_message_seq",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs9){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate115.errors = [{instancePath:instancePath+"/last_message_seq",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_count !== undefined){
let data6 = data.message_count;
const _errs11 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate115.errors = [{instancePath:instancePath+"/message_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs11){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate115.errors = [{instancePath:instancePath+"/message_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unread_floor_seq !== undefined){
let data7 = data.unread_floor_seq;
const _errs13 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate115.errors = [{instancePath:instancePath+"/unread_floor_seq",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs13){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate115.errors = [{instancePath:instancePath+"/unread_floor_seq",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs15 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate115.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate115.errors = vErrors;
return errors === 0;
}

export const Channel = /*#__PURE__*/ withMessages(validate120);
const schema44_18 = ["text","forum"];

function validate120(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.id === undefined) && (missing0 = "id")) || ((data.space_id === undefined) && (missing0 = "space_id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.read_only === undefined) && (missing0 = "read_only"))) || ((data.archived === undefined) && (missing0 = "archived"))) || ((data.version === undefined) && (missing0 = "version"))) || ((data.settings_version === undefined) && (missing0 = "settings_version"))){
validate120.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "id") || (key0 === "space_id")) || (key0 === "name")) || (key0 === "kind")) || (key0 === "read_only")) || (key0 === "archived")) || (key0 === "version")) || (key0 === "settings_version"))){
validate120.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.space_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.space_id, {instancePath:instancePath+"/space_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data2 = data.name;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data2 === "string"){
if(func1(data2) < 1){
validate120.errors = [{instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate120.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data3 = data.kind;
const _errs6 = errors;
if(typeof data3 !== "string"){
validate120.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data3 === "text") || (data3 === "forum"))){
validate120.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema44_18}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.read_only !== undefined){
const _errs8 = errors;
if(typeof data.read_only !== "boolean"){
validate120.errors = [{instancePath:instancePath+"/read_only",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archived !== undefined){
const _errs10 = errors;
if(typeof data.archived !== "boolean"){
validate120.errors = [{instancePath:instancePath+"/archived",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs12 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.settings_version !== undefined){
let data7 = data.settings_version;
const _errs13 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate120.errors = [{instancePath:instancePath+"/settings_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs13){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate120.errors = [{instancePath:instancePath+"/settings_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate120.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate120.errors = vErrors;
return errors === 0;
}

export const Space = /*#__PURE__*/ withMessages(validate124);

function validate124(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.archived === undefined) && (missing0 = "archived"))) || ((data.version === undefined) && (missing0 = "version"))){
validate124.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "id") || (key0 === "name")) || (key0 === "archived")) || (key0 === "version"))){
validate124.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate124.errors = [{instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate124.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archived !== undefined){
const _errs5 = errors;
if(typeof data.archived !== "boolean"){
validate124.errors = [{instancePath:instancePath+"/archived",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs7 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate124.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate124.errors = vErrors;
return errors === 0;
}

export const AgentInfo = /*#__PURE__*/ withMessages(validate127);
const schema46_19 = ["active","disabled"];
const schema46_20 = ["none","read","write","execute"];
const schema46_21 = ["steer","queue"];

function validate129(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.control === undefined) && (missing0 = "control"))){
validate129.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "control")) || (key0 === "description"))){
validate129.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) > 64){
validate129.errors = [{instancePath:instancePath+"/name",keyword:"maxLength",params:{limit: 64}}];
return false;
}
else {
if(func1(data0) < 1){
validate129.errors = [{instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate129.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.control !== undefined){
const _errs4 = errors;
if(typeof data.control !== "boolean"){
validate129.errors = [{instancePath:instancePath+"/control",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs6 = errors;
if(typeof data.description !== "string"){
validate129.errors = [{instancePath:instancePath+"/description",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate129.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate129.errors = vErrors;
return errors === 0;
}


function validate127(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.display_name === undefined) && (missing0 = "display_name"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.tool_class === undefined) && (missing0 = "tool_class"))) || ((data.version === undefined) && (missing0 = "version"))){
validate127.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "id") || (key0 === "display_name")) || (key0 === "status")) || (key0 === "tool_class")) || (key0 === "backend_policy")) || (key0 === "commands")) || (key0 === "followups")) || (key0 === "version"))){
validate127.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.display_name !== undefined){
const _errs3 = errors;
if(typeof data.display_name !== "string"){
validate127.errors = [{instancePath:instancePath+"/display_name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data2 = data.status;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate127.errors = [{instancePath:instancePath+"/status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data2 === "active") || (data2 === "disabled"))){
validate127.errors = [{instancePath:instancePath+"/status",keyword:"enum",params:{allowedValues: schema46_19}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_class !== undefined){
let data3 = data.tool_class;
const _errs7 = errors;
if(typeof data3 !== "string"){
validate127.errors = [{instancePath:instancePath+"/tool_class",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data3 === "none") || (data3 === "read")) || (data3 === "write")) || (data3 === "execute"))){
validate127.errors = [{instancePath:instancePath+"/tool_class",keyword:"enum",params:{allowedValues: schema46_20}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.backend_policy !== undefined){
const _errs9 = errors;
if(typeof data.backend_policy !== "string"){
validate127.errors = [{instancePath:instancePath+"/backend_policy",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commands !== undefined){
let data5 = data.commands;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate129(data5[i0], {instancePath:instancePath+"/commands/" + i0}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
if(!valid1){
break;
}
}
}
else {
validate127.errors = [{instancePath:instancePath+"/commands",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.followups !== undefined){
let data7 = data.followups;
const _errs14 = errors;
if(typeof data7 !== "string"){
validate127.errors = [{instancePath:instancePath+"/followups",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data7 === "steer") || (data7 === "queue"))){
validate127.errors = [{instancePath:instancePath+"/followups",keyword:"enum",params:{allowedValues: schema46_21}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs16 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate127.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate127.errors = vErrors;
return errors === 0;
}

export const AgentCommand = /*#__PURE__*/ withMessages(validate132);

function validate132(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.control === undefined) && (missing0 = "control"))){
validate132.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "control")) || (key0 === "description"))){
validate132.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) > 64){
validate132.errors = [{instancePath:instancePath+"/name",keyword:"maxLength",params:{limit: 64}}];
return false;
}
else {
if(func1(data0) < 1){
validate132.errors = [{instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate132.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.control !== undefined){
const _errs4 = errors;
if(typeof data.control !== "boolean"){
validate132.errors = [{instancePath:instancePath+"/control",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs6 = errors;
if(typeof data.description !== "string"){
validate132.errors = [{instancePath:instancePath+"/description",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate132.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate132.errors = vErrors;
return errors === 0;
}

export const AccessTarget = /*#__PURE__*/ withMessages(validate133);
const schema49_22 = ["instance","space","channel","host"];
const schema49_23 = ["terminal"];

function validate133(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.id === undefined) && (missing0 = "id"))){
validate133.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "kind") || (key0 === "id")) || (key0 === "level")) || (key0 === "previous_level")) || (key0 === "capabilities"))){
validate133.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate133.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data0 === "instance") || (data0 === "space")) || (data0 === "channel")) || (data0 === "host"))){
validate133.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema49_22}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs4 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.level !== undefined){
const _errs5 = errors;
if(!(validate63(data.level, {instancePath:instancePath+"/level"}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.previous_level !== undefined){
const _errs6 = errors;
if(!(validate63(data.previous_level, {instancePath:instancePath+"/previous_level"}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.capabilities !== undefined){
let data4 = data.capabilities;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs9 = errors;
if(typeof data5 !== "string"){
validate133.errors = [{instancePath:instancePath+"/capabilities/" + i0,keyword:"type",params:{type: "string"}}];
return false;
}
if(!(data5 === "terminal")){
validate133.errors = [{instancePath:instancePath+"/capabilities/" + i0,keyword:"enum",params:{allowedValues: schema49_23}}];
return false;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate133.errors = [{instancePath:instancePath+"/capabilities",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate133.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate133.errors = vErrors;
return errors === 0;
}

export const RunDocument = /*#__PURE__*/ withMessages(validate137);
const schema50_24 = {"state":true,"version":true,"status_line":true,"last_text_excerpt":true,"model":true,"metrics":true,"cost":true,"billing_mode_used":true,"plan":true,"steps":true,"followups":true,"stall_warned_at":true,"times":true};
const schema50_25 = ["pending","in_progress","done","skipped"];
const schema50_26 = {"ordinal":true,"parent_step_id":true,"kind":true,"name":true,"title":true,"status":true,"started_at":true,"ended_at":true,"times":true};
const schema50_27 = ["running","done","failed","cancelled"];
const schema50_28 = ["queued","delivered","absorbed","deferred","discarded"];

function validate137(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.state === undefined) && (missing0 = "state")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.steps === undefined) && (missing0 = "steps"))) || ((data.followups === undefined) && (missing0 = "followups"))){
validate137.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema50_24, key0))){
validate137.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.state !== undefined){
const _errs2 = errors;
if(!(validate64(data.state, {instancePath:instancePath+"/state"}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs3 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status_line !== undefined){
const _errs4 = errors;
if(typeof data.status_line !== "string"){
validate137.errors = [{instancePath:instancePath+"/status_line",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_text_excerpt !== undefined){
const _errs6 = errors;
if(typeof data.last_text_excerpt !== "string"){
validate137.errors = [{instancePath:instancePath+"/last_text_excerpt",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs8 = errors;
if(typeof data.model !== "string"){
validate137.errors = [{instancePath:instancePath+"/model",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metrics !== undefined){
let data5 = data.metrics;
const _errs10 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate137.errors = [{instancePath:instancePath+"/metrics",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cost !== undefined){
let data6 = data.cost;
const _errs12 = errors;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
validate137.errors = [{instancePath:instancePath+"/cost",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.billing_mode_used !== undefined){
const _errs14 = errors;
if(typeof data.billing_mode_used !== "string"){
validate137.errors = [{instancePath:instancePath+"/billing_mode_used",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.plan !== undefined){
let data8 = data.plan;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data8)){
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs18 = errors;
if(errors === _errs18){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing1;
if((((data9.id === undefined) && (missing1 = "id")) || ((data9.text === undefined) && (missing1 = "text"))) || ((data9.status === undefined) && (missing1 = "status"))){
validate137.errors = [{instancePath:instancePath+"/plan/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data9){
if(!(((key1 === "id") || (key1 === "text")) || (key1 === "status"))){
validate137.errors = [{instancePath:instancePath+"/plan/" + i0,keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs20 === errors){
if(data9.id !== undefined){
const _errs21 = errors;
if(typeof data9.id !== "string"){
validate137.errors = [{instancePath:instancePath+"/plan/" + i0+"/id",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.text !== undefined){
const _errs23 = errors;
if(typeof data9.text !== "string"){
validate137.errors = [{instancePath:instancePath+"/plan/" + i0+"/text",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.status !== undefined){
let data12 = data9.status;
const _errs25 = errors;
if(typeof data12 !== "string"){
validate137.errors = [{instancePath:instancePath+"/plan/" + i0+"/status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data12 === "pending") || (data12 === "in_progress")) || (data12 === "done")) || (data12 === "skipped"))){
validate137.errors = [{instancePath:instancePath+"/plan/" + i0+"/status",keyword:"enum",params:{allowedValues: schema50_25}}];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate137.errors = [{instancePath:instancePath+"/plan/" + i0,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs18 === errors;
if(!valid1){
break;
}
}
}
else {
validate137.errors = [{instancePath:instancePath+"/plan",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.steps !== undefined){
let data13 = data.steps;
const _errs27 = errors;
if(errors === _errs27){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key2 in data13){
let data14 = data13[key2];
const _errs30 = errors;
if(errors === _errs30){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing2;
if(((((data14.ordinal === undefined) && (missing2 = "ordinal")) || ((data14.kind === undefined) && (missing2 = "kind"))) || ((data14.name === undefined) && (missing2 = "name"))) || ((data14.status === undefined) && (missing2 = "status"))){
validate137.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
const _errs32 = errors;
for(const key3 in data14){
if(!(func3.call(schema50_26, key3))){
validate137.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"additionalProperties",params:{additionalProperty: key3}}];
return false;
break;
}
}
if(_errs32 === errors){
if(data14.ordinal !== undefined){
let data15 = data14.ordinal;
const _errs33 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate137.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/ordinal",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs33){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
validate137.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/ordinal",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid4 = _errs33 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.parent_step_id !== undefined){
const _errs35 = errors;
if(typeof data14.parent_step_id !== "string"){
validate137.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/parent_step_id",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs35 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.kind !== undefined){
const _errs37 = errors;
if(typeof data14.kind !== "string"){
validate137.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs37 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.name !== undefined){
const _errs39 = errors;
if(typeof data14.name !== "string"){
validate137.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs39 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.title !== undefined){
const _errs41 = errors;
if(typeof data14.title !== "string"){
validate137.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/title",keyword:"type",params:{type: "string"}}];
return false;
}
var valid4 = _errs41 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.status !== undefined){
let data20 = data14.status;
const _errs43 = errors;
if(typeof data20 !== "string"){
validate137.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data20 === "running") || (data20 === "done")) || (data20 === "failed")) || (data20 === "cancelled"))){
validate137.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",keyword:"enum",params:{allowedValues: schema50_27}}];
return false;
}
var valid4 = _errs43 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.started_at !== undefined){
const _errs45 = errors;
if(!(validate58(data14.started_at, {instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/started_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid4 = _errs45 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.ended_at !== undefined){
const _errs46 = errors;
if(!(validate58(data14.ended_at, {instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/ended_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid4 = _errs46 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.times !== undefined){
let data23 = data14.times;
const _errs47 = errors;
if(!(data23 && typeof data23 == "object" && !Array.isArray(data23))){
validate137.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/times",keyword:"type",params:{type: "object"}}];
return false;
}
var valid4 = _errs47 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate137.errors = [{instancePath:instancePath+"/steps/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs30 === errors;
if(!valid3){
break;
}
}
}
else {
validate137.errors = [{instancePath:instancePath+"/steps",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.followups !== undefined){
let data24 = data.followups;
const _errs49 = errors;
if(errors === _errs49){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key4 in data24){
let data25 = data24[key4];
const _errs52 = errors;
if(errors === _errs52){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing3;
if((data25.status === undefined) && (missing3 = "status")){
validate137.errors = [{instancePath:instancePath+"/followups/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
const _errs54 = errors;
for(const key5 in data25){
if(!(key5 === "status")){
validate137.errors = [{instancePath:instancePath+"/followups/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"additionalProperties",params:{additionalProperty: key5}}];
return false;
break;
}
}
if(_errs54 === errors){
if(data25.status !== undefined){
let data26 = data25.status;
if(typeof data26 !== "string"){
validate137.errors = [{instancePath:instancePath+"/followups/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data26 === "queued") || (data26 === "delivered")) || (data26 === "absorbed")) || (data26 === "deferred")) || (data26 === "discarded"))){
validate137.errors = [{instancePath:instancePath+"/followups/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",keyword:"enum",params:{allowedValues: schema50_28}}];
return false;
}
}
}
}
}
else {
validate137.errors = [{instancePath:instancePath+"/followups/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid5 = _errs52 === errors;
if(!valid5){
break;
}
}
}
else {
validate137.errors = [{instancePath:instancePath+"/followups",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stall_warned_at !== undefined){
const _errs57 = errors;
if(!(validate58(data.stall_warned_at, {instancePath:instancePath+"/stall_warned_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.times !== undefined){
let data28 = data.times;
const _errs58 = errors;
if(!(data28 && typeof data28 == "object" && !Array.isArray(data28))){
validate137.errors = [{instancePath:instancePath+"/times",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate137.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate137.errors = vErrors;
return errors === 0;
}

export const MessageCreatedV1 = /*#__PURE__*/ withMessages(validate143);

function validate143(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate143.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "message")){
validate143.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.message !== undefined){
if(!(validate89(data.message, {instancePath:instancePath+"/message"}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate143.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate143.errors = vErrors;
return errors === 0;
}

export const MessageUpdatedV1 = /*#__PURE__*/ withMessages(validate145);

function validate145(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate145.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "message")){
validate145.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.message !== undefined){
if(!(validate89(data.message, {instancePath:instancePath+"/message"}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate145.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate145.errors = vErrors;
return errors === 0;
}

export const MessageDeletedV1 = /*#__PURE__*/ withMessages(validate147);

function validate147(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.message_id === undefined) && (missing0 = "message_id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.thread_seq === undefined) && (missing0 = "thread_seq"))) || ((data.deleted_at === undefined) && (missing0 = "deleted_at"))){
validate147.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "message_id") || (key0 === "thread_id")) || (key0 === "thread_seq")) || (key0 === "deleted_at")) || (key0 === "mention_ids"))){
validate147.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.message_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_seq !== undefined){
let data2 = data.thread_seq;
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate147.errors = [{instancePath:instancePath+"/thread_seq",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate147.errors = [{instancePath:instancePath+"/thread_seq",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deleted_at !== undefined){
const _errs6 = errors;
if(!(validate58(data.deleted_at, {instancePath:instancePath+"/deleted_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mention_ids !== undefined){
let data4 = data.mention_ids;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate53(data4[i0], {instancePath:instancePath+"/mention_ids/" + i0}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate147.errors = [{instancePath:instancePath+"/mention_ids",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate147.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate147.errors = vErrors;
return errors === 0;
}

export const ReactionAddedV1 = /*#__PURE__*/ withMessages(validate152);

function validate152(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.message_id === undefined) && (missing0 = "message_id")) || ((data.principal_id === undefined) && (missing0 = "principal_id"))) || ((data.emoji === undefined) && (missing0 = "emoji"))) || ((data.count === undefined) && (missing0 = "count"))){
validate152.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "message_id") || (key0 === "principal_id")) || (key0 === "emoji")) || (key0 === "count"))){
validate152.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.message_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.principal_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.principal_id, {instancePath:instancePath+"/principal_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emoji !== undefined){
const _errs4 = errors;
if(typeof data.emoji !== "string"){
validate152.errors = [{instancePath:instancePath+"/emoji",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.count !== undefined){
let data3 = data.count;
const _errs6 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate152.errors = [{instancePath:instancePath+"/count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs6){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate152.errors = [{instancePath:instancePath+"/count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate152.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate152.errors = vErrors;
return errors === 0;
}

export const ReactionRemovedV1 = /*#__PURE__*/ withMessages(validate155);

function validate155(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.message_id === undefined) && (missing0 = "message_id")) || ((data.principal_id === undefined) && (missing0 = "principal_id"))) || ((data.emoji === undefined) && (missing0 = "emoji"))) || ((data.count === undefined) && (missing0 = "count"))){
validate155.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "message_id") || (key0 === "principal_id")) || (key0 === "emoji")) || (key0 === "count"))){
validate155.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.message_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.principal_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.principal_id, {instancePath:instancePath+"/principal_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emoji !== undefined){
const _errs4 = errors;
if(typeof data.emoji !== "string"){
validate155.errors = [{instancePath:instancePath+"/emoji",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.count !== undefined){
let data3 = data.count;
const _errs6 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate155.errors = [{instancePath:instancePath+"/count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs6){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate155.errors = [{instancePath:instancePath+"/count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate155.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate155.errors = vErrors;
return errors === 0;
}

export const PinAddedV1 = /*#__PURE__*/ withMessages(validate158);

function validate158(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.message_id === undefined) && (missing0 = "message_id")) || ((data.pinned === undefined) && (missing0 = "pinned"))) || ((data.pinned_by === undefined) && (missing0 = "pinned_by"))){
validate158.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "message_id") || (key0 === "pinned")) || (key0 === "pinned_by"))){
validate158.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.message_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinned !== undefined){
let data1 = data.pinned;
const _errs3 = errors;
if(typeof data1 !== "boolean"){
validate158.errors = [{instancePath:instancePath+"/pinned",keyword:"type",params:{type: "boolean"}}];
return false;
}
if(true !== data1){
validate158.errors = [{instancePath:instancePath+"/pinned",keyword:"const",params:{allowedValue: true}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinned_by !== undefined){
const _errs5 = errors;
if(!(validate53(data.pinned_by, {instancePath:instancePath+"/pinned_by"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate158.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate158.errors = vErrors;
return errors === 0;
}

export const PinRemovedV1 = /*#__PURE__*/ withMessages(validate161);

function validate161(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.message_id === undefined) && (missing0 = "message_id")) || ((data.pinned === undefined) && (missing0 = "pinned"))){
validate161.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "message_id") || (key0 === "pinned"))){
validate161.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.message_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinned !== undefined){
let data1 = data.pinned;
const _errs3 = errors;
if(typeof data1 !== "boolean"){
validate161.errors = [{instancePath:instancePath+"/pinned",keyword:"type",params:{type: "boolean"}}];
return false;
}
if(false !== data1){
validate161.errors = [{instancePath:instancePath+"/pinned",keyword:"const",params:{allowedValue: false}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate161.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate161.errors = vErrors;
return errors === 0;
}

export const FileUpdatedV1 = /*#__PURE__*/ withMessages(validate163);

function validate163(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.file === undefined) && (missing0 = "file")){
validate163.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "file")){
validate163.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.file !== undefined){
if(!(validate109(data.file, {instancePath:instancePath+"/file"}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate163.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate163.errors = vErrors;
return errors === 0;
}

export const ThreadUpdatedV1 = /*#__PURE__*/ withMessages(validate165);

function validate165(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.thread === undefined) && (missing0 = "thread")){
validate165.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "thread")){
validate165.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread !== undefined){
if(!(validate115(data.thread, {instancePath:instancePath+"/thread"}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate165.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate165.errors = vErrors;
return errors === 0;
}

export const ThreadClosedV1 = /*#__PURE__*/ withMessages(validate167);

function validate167(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.thread === undefined) && (missing0 = "thread")){
validate167.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "thread")){
validate167.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread !== undefined){
if(!(validate115(data.thread, {instancePath:instancePath+"/thread"}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate167.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate167.errors = vErrors;
return errors === 0;
}

export const ThreadMovedV1 = /*#__PURE__*/ withMessages(validate169);

function validate169(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.thread === undefined) && (missing0 = "thread")) || ((data.from_channel_id === undefined) && (missing0 = "from_channel_id"))){
validate169.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "thread") || (key0 === "from_channel_id"))){
validate169.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread !== undefined){
const _errs2 = errors;
if(!(validate115(data.thread, {instancePath:instancePath+"/thread"}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from_channel_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.from_channel_id, {instancePath:instancePath+"/from_channel_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate169.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate169.errors = vErrors;
return errors === 0;
}

export const ThreadMovedOutV1 = /*#__PURE__*/ withMessages(validate172);

function validate172(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.from_channel_id === undefined) && (missing0 = "from_channel_id"))){
validate172.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "thread_id") || (key0 === "from_channel_id"))){
validate172.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from_channel_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.from_channel_id, {instancePath:instancePath+"/from_channel_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate172.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate172.errors = vErrors;
return errors === 0;
}

export const ChannelCreatedV1 = /*#__PURE__*/ withMessages(validate175);

function validate175(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.channel === undefined) && (missing0 = "channel")){
validate175.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "channel")){
validate175.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.channel !== undefined){
if(!(validate120(data.channel, {instancePath:instancePath+"/channel"}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate175.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate175.errors = vErrors;
return errors === 0;
}

export const ChannelUpdatedV1 = /*#__PURE__*/ withMessages(validate177);

function validate177(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.channel === undefined) && (missing0 = "channel")){
validate177.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "channel")){
validate177.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.channel !== undefined){
if(!(validate120(data.channel, {instancePath:instancePath+"/channel"}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate177.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate177.errors = vErrors;
return errors === 0;
}

export const ChannelArchivedV1 = /*#__PURE__*/ withMessages(validate179);

function validate179(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.channel === undefined) && (missing0 = "channel")){
validate179.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "channel")){
validate179.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.channel !== undefined){
if(!(validate120(data.channel, {instancePath:instancePath+"/channel"}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate179.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate179.errors = vErrors;
return errors === 0;
}

export const ChannelSettingsChangedV1 = /*#__PURE__*/ withMessages(validate181);

function validate181(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.channel_id === undefined) && (missing0 = "channel_id")) || ((data.settings_version === undefined) && (missing0 = "settings_version"))){
validate181.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "channel_id") || (key0 === "settings_version"))){
validate181.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.channel_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.settings_version !== undefined){
let data1 = data.settings_version;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate181.errors = [{instancePath:instancePath+"/settings_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate181.errors = [{instancePath:instancePath+"/settings_version",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate181.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate181.errors = vErrors;
return errors === 0;
}

export const SpaceArchivedV1 = /*#__PURE__*/ withMessages(validate183);

function validate183(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.space === undefined) && (missing0 = "space")){
validate183.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "space")){
validate183.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.space !== undefined){
if(!(validate124(data.space, {instancePath:instancePath+"/space"}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate183.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate183.errors = vErrors;
return errors === 0;
}

export const ImportProgressV1 = /*#__PURE__*/ withMessages(validate185);
const schema68_29 = ["running","done","failed"];

function validate185(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.import_id === undefined) && (missing0 = "import_id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.batch === undefined) && (missing0 = "batch"))) || ((data.imported_count === undefined) && (missing0 = "imported_count"))) || ((data.state === undefined) && (missing0 = "state"))){
validate185.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "import_id") || (key0 === "thread_id")) || (key0 === "batch")) || (key0 === "imported_count")) || (key0 === "total_count")) || (key0 === "state"))){
validate185.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.import_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.import_id, {instancePath:instancePath+"/import_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.batch !== undefined){
let data2 = data.batch;
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate185.errors = [{instancePath:instancePath+"/batch",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate185.errors = [{instancePath:instancePath+"/batch",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.imported_count !== undefined){
let data3 = data.imported_count;
const _errs6 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate185.errors = [{instancePath:instancePath+"/imported_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs6){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate185.errors = [{instancePath:instancePath+"/imported_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_count !== undefined){
let data4 = data.total_count;
const _errs8 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate185.errors = [{instancePath:instancePath+"/total_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs8){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate185.errors = [{instancePath:instancePath+"/total_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data5 = data.state;
const _errs10 = errors;
if(typeof data5 !== "string"){
validate185.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data5 === "running") || (data5 === "done")) || (data5 === "failed"))){
validate185.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema68_29}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate185.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate185.errors = vErrors;
return errors === 0;
}

export const RunStateChangedV1 = /*#__PURE__*/ withMessages(validate188);

function validate188(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.run_id === undefined) && (missing0 = "run_id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.agent_id === undefined) && (missing0 = "agent_id"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.step_count === undefined) && (missing0 = "step_count"))){
validate188.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "run_id") || (key0 === "thread_id")) || (key0 === "agent_id")) || (key0 === "state")) || (key0 === "reason")) || (key0 === "duration_ms")) || (key0 === "cost_micros")) || (key0 === "step_count"))){
validate188.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.run_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.agent_id, {instancePath:instancePath+"/agent_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
const _errs5 = errors;
if(!(validate64(data.state, {instancePath:instancePath+"/state"}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs6 = errors;
if(typeof data.reason !== "string"){
validate188.errors = [{instancePath:instancePath+"/reason",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duration_ms !== undefined){
let data5 = data.duration_ms;
const _errs8 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate188.errors = [{instancePath:instancePath+"/duration_ms",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs8){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate188.errors = [{instancePath:instancePath+"/duration_ms",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cost_micros !== undefined){
let data6 = data.cost_micros;
const _errs10 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate188.errors = [{instancePath:instancePath+"/cost_micros",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs10){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate188.errors = [{instancePath:instancePath+"/cost_micros",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.step_count !== undefined){
let data7 = data.step_count;
const _errs12 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate188.errors = [{instancePath:instancePath+"/step_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs12){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate188.errors = [{instancePath:instancePath+"/step_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate188.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate188.errors = vErrors;
return errors === 0;
}

export const RunCancelRequestedV1 = /*#__PURE__*/ withMessages(validate193);
const schema70_30 = ["user_cancelled","access_revoked","channel_read_only","agent_disabled","trigger_principal_disabled"];

function validate193(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.run_id === undefined) && (missing0 = "run_id")) || ((data.reason === undefined) && (missing0 = "reason"))){
validate193.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "run_id") || (key0 === "reason"))){
validate193.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.run_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data1 = data.reason;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate193.errors = [{instancePath:instancePath+"/reason",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data1 === "user_cancelled") || (data1 === "access_revoked")) || (data1 === "channel_read_only")) || (data1 === "agent_disabled")) || (data1 === "trigger_principal_disabled"))){
validate193.errors = [{instancePath:instancePath+"/reason",keyword:"enum",params:{allowedValues: schema70_30}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate193.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate193.errors = vErrors;
return errors === 0;
}

export const AgentInvocationV1 = /*#__PURE__*/ withMessages(validate195);
const schema71_31 = ["mention","free_response","command","followup","schedule"];

function validate195(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.run_id === undefined) && (missing0 = "run_id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.message_id === undefined) && (missing0 = "message_id"))) || ((data.trigger_kind === undefined) && (missing0 = "trigger_kind"))) || ((data.trigger_principal_id === undefined) && (missing0 = "trigger_principal_id"))){
validate195.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "run_id") || (key0 === "thread_id")) || (key0 === "message_id")) || (key0 === "trigger_kind")) || (key0 === "trigger_principal_id"))){
validate195.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.run_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_kind !== undefined){
let data3 = data.trigger_kind;
const _errs5 = errors;
if(typeof data3 !== "string"){
validate195.errors = [{instancePath:instancePath+"/trigger_kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data3 === "mention") || (data3 === "free_response")) || (data3 === "command")) || (data3 === "followup")) || (data3 === "schedule"))){
validate195.errors = [{instancePath:instancePath+"/trigger_kind",keyword:"enum",params:{allowedValues: schema71_31}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_principal_id !== undefined){
const _errs7 = errors;
if(!(validate53(data.trigger_principal_id, {instancePath:instancePath+"/trigger_principal_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate195.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate195.errors = vErrors;
return errors === 0;
}

export const AgentFollowupV1 = /*#__PURE__*/ withMessages(validate200);

function validate200(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.run_id === undefined) && (missing0 = "run_id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.message_id === undefined) && (missing0 = "message_id"))){
validate200.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "run_id") || (key0 === "thread_id")) || (key0 === "message_id"))){
validate200.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.run_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate200.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate200.errors = vErrors;
return errors === 0;
}

export const AgentConfigChangedV1 = /*#__PURE__*/ withMessages(validate204);

function validate204(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.channel_id === undefined) && (missing0 = "channel_id"))) || ((data.settings_version === undefined) && (missing0 = "settings_version"))){
validate204.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "agent_id") || (key0 === "channel_id")) || (key0 === "settings_version"))){
validate204.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.agent_id, {instancePath:instancePath+"/agent_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.settings_version !== undefined){
let data2 = data.settings_version;
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate204.errors = [{instancePath:instancePath+"/settings_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate204.errors = [{instancePath:instancePath+"/settings_version",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate204.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate204.errors = vErrors;
return errors === 0;
}

export const AgentUpdatedV1 = /*#__PURE__*/ withMessages(validate207);

function validate207(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.agent === undefined) && (missing0 = "agent")){
validate207.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "agent")){
validate207.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent !== undefined){
if(!(validate127(data.agent, {instancePath:instancePath+"/agent"}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate207.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate207.errors = vErrors;
return errors === 0;
}

export const AgentSessionChangedV1 = /*#__PURE__*/ withMessages(validate209);
const schema75_32 = ["active","ended"];

function validate209(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.agent_id === undefined) && (missing0 = "agent_id"))) || ((data.state === undefined) && (missing0 = "state"))){
validate209.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "thread_id") || (key0 === "agent_id")) || (key0 === "session_id")) || (key0 === "state"))){
validate209.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.agent_id, {instancePath:instancePath+"/agent_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.session_id, {instancePath:instancePath+"/session_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data3 = data.state;
const _errs5 = errors;
if(typeof data3 !== "string"){
validate209.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data3 === "active") || (data3 === "ended"))){
validate209.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema75_32}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate209.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate209.errors = vErrors;
return errors === 0;
}

export const CommandInvokedV1 = /*#__PURE__*/ withMessages(validate213);

function validate213(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.command_id === undefined) && (missing0 = "command_id")) || ((data.invocation_id === undefined) && (missing0 = "invocation_id"))) || ((data.channel_id === undefined) && (missing0 = "channel_id"))) || ((data.user_id === undefined) && (missing0 = "user_id"))) || ((data.options === undefined) && (missing0 = "options"))){
validate213.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "command_id") || (key0 === "invocation_id")) || (key0 === "channel_id")) || (key0 === "thread_id")) || (key0 === "run_id")) || (key0 === "user_id")) || (key0 === "options"))){
validate213.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.command_id !== undefined){
let data0 = data.command_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate213.errors = [{instancePath:instancePath+"/command_id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate213.errors = [{instancePath:instancePath+"/command_id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.invocation_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.invocation_id, {instancePath:instancePath+"/invocation_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs5 = errors;
if(!(validate53(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs6 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.run_id !== undefined){
const _errs7 = errors;
if(!(validate53(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user_id !== undefined){
const _errs8 = errors;
if(!(validate53(data.user_id, {instancePath:instancePath+"/user_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.options !== undefined){
let data6 = data.options;
const _errs9 = errors;
if(errors === _errs9){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
const _errs12 = errors;
if(!(validate65(data6[key1], {instancePath:instancePath+"/options/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate213.errors = [{instancePath:instancePath+"/options",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate213.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate213.errors = vErrors;
return errors === 0;
}

export const InteractionCreatedV1 = /*#__PURE__*/ withMessages(validate220);
const schema77_33 = ["button","select","form"];

function validate220(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.interaction_id === undefined) && (missing0 = "interaction_id")) || ((data.message_id === undefined) && (missing0 = "message_id"))) || ((data.user_id === undefined) && (missing0 = "user_id"))) || ((data.kind === undefined) && (missing0 = "kind"))){
validate220.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "interaction_id") || (key0 === "client_interaction_id")) || (key0 === "run_id")) || (key0 === "message_id")) || (key0 === "user_id")) || (key0 === "kind")) || (key0 === "values"))){
validate220.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.interaction_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.interaction_id, {instancePath:instancePath+"/interaction_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_interaction_id !== undefined){
const _errs3 = errors;
if(!(validate54(data.client_interaction_id, {instancePath:instancePath+"/client_interaction_id"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.run_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_id !== undefined){
const _errs5 = errors;
if(!(validate53(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user_id !== undefined){
const _errs6 = errors;
if(!(validate53(data.user_id, {instancePath:instancePath+"/user_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data5 = data.kind;
const _errs7 = errors;
if(typeof data5 !== "string"){
validate220.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data5 === "button") || (data5 === "select")) || (data5 === "form"))){
validate220.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema77_33}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.values !== undefined){
let data6 = data.values;
const _errs9 = errors;
if(errors === _errs9){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
const _errs12 = errors;
if(!(validate65(data6[key1], {instancePath:instancePath+"/values/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate220.errors = [{instancePath:instancePath+"/values",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate220.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate220.errors = vErrors;
return errors === 0;
}

export const InteractionDiscardedV1 = /*#__PURE__*/ withMessages(validate227);
const schema78_34 = ["completed","failed","cancelled"];

function validate227(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.interaction_id === undefined) && (missing0 = "interaction_id")) || ((data.client_interaction_id === undefined) && (missing0 = "client_interaction_id"))) || ((data.run_id === undefined) && (missing0 = "run_id"))) || ((data.message_id === undefined) && (missing0 = "message_id"))) || ((data.run_state === undefined) && (missing0 = "run_state"))){
validate227.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "interaction_id") || (key0 === "client_interaction_id")) || (key0 === "run_id")) || (key0 === "message_id")) || (key0 === "run_state"))){
validate227.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.interaction_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.interaction_id, {instancePath:instancePath+"/interaction_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_interaction_id !== undefined){
const _errs3 = errors;
if(!(validate54(data.client_interaction_id, {instancePath:instancePath+"/client_interaction_id"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.run_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_id !== undefined){
const _errs5 = errors;
if(!(validate53(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.run_state !== undefined){
let data4 = data.run_state;
const _errs6 = errors;
if(typeof data4 !== "string"){
validate227.errors = [{instancePath:instancePath+"/run_state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data4 === "completed") || (data4 === "failed")) || (data4 === "cancelled"))){
validate227.errors = [{instancePath:instancePath+"/run_state",keyword:"enum",params:{allowedValues: schema78_34}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate227.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate227.errors = vErrors;
return errors === 0;
}

export const AccessChangedV1 = /*#__PURE__*/ withMessages(validate232);

function validate232(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.permission_version === undefined) && (missing0 = "permission_version")) || ((data.added === undefined) && (missing0 = "added"))) || ((data.removed === undefined) && (missing0 = "removed"))) || ((data.changed === undefined) && (missing0 = "changed"))){
validate232.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "permission_version") || (key0 === "added")) || (key0 === "removed")) || (key0 === "changed"))){
validate232.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.permission_version !== undefined){
let data0 = data.permission_version;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate232.errors = [{instancePath:instancePath+"/permission_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate232.errors = [{instancePath:instancePath+"/permission_version",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.added !== undefined){
let data1 = data.added;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(validate133(data1[i0], {instancePath:instancePath+"/added/" + i0}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate232.errors = [{instancePath:instancePath+"/added",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.removed !== undefined){
let data3 = data.removed;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
const _errs9 = errors;
if(!(validate133(data3[i1], {instancePath:instancePath+"/removed/" + i1}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate232.errors = [{instancePath:instancePath+"/removed",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.changed !== undefined){
let data5 = data.changed;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data5)){
var valid3 = true;
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
const _errs12 = errors;
if(!(validate133(data5[i2], {instancePath:instancePath+"/changed/" + i2}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
if(!valid3){
break;
}
}
}
else {
validate232.errors = [{instancePath:instancePath+"/changed",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate232.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate232.errors = vErrors;
return errors === 0;
}

export const AccessExpiringV1 = /*#__PURE__*/ withMessages(validate236);

function validate236(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.grant_id === undefined) && (missing0 = "grant_id")) || ((data.target === undefined) && (missing0 = "target"))) || ((data.expires_at === undefined) && (missing0 = "expires_at"))){
validate236.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "grant_id") || (key0 === "target")) || (key0 === "expires_at"))){
validate236.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.grant_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.grant_id, {instancePath:instancePath+"/grant_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.target !== undefined){
const _errs3 = errors;
if(!(validate133(data.target, {instancePath:instancePath+"/target"}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
const _errs4 = errors;
if(!(validate58(data.expires_at, {instancePath:instancePath+"/expires_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate236.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate236.errors = vErrors;
return errors === 0;
}

export const ReadStateUpdatedV1 = /*#__PURE__*/ withMessages(validate240);

function validate240(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.last_read_seq === undefined) && (missing0 = "last_read_seq"))) || ((data.version === undefined) && (missing0 = "version"))) || ((data.unread_count === undefined) && (missing0 = "unread_count"))) || ((data.mention_count === undefined) && (missing0 = "mention_count"))){
validate240.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "thread_id") || (key0 === "last_read_seq")) || (key0 === "version")) || (key0 === "unread_count")) || (key0 === "mention_count")) || (key0 === "updated_by_device_id"))){
validate240.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_read_seq !== undefined){
let data1 = data.last_read_seq;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate240.errors = [{instancePath:instancePath+"/last_read_seq",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate240.errors = [{instancePath:instancePath+"/last_read_seq",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs5 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unread_count !== undefined){
let data3 = data.unread_count;
const _errs6 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate240.errors = [{instancePath:instancePath+"/unread_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs6){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate240.errors = [{instancePath:instancePath+"/unread_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mention_count !== undefined){
let data4 = data.mention_count;
const _errs8 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate240.errors = [{instancePath:instancePath+"/mention_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs8){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate240.errors = [{instancePath:instancePath+"/mention_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_by_device_id !== undefined){
const _errs10 = errors;
if(!(validate53(data.updated_by_device_id, {instancePath:instancePath+"/updated_by_device_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate240.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate240.errors = vErrors;
return errors === 0;
}

export const SidebarUpdatedV1 = /*#__PURE__*/ withMessages(validate244);

function validate244(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.space_id === undefined) && (missing0 = "space_id")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.collapsed === undefined) && (missing0 = "collapsed"))) || ((data.channel_order === undefined) && (missing0 = "channel_order"))){
validate244.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "space_id") || (key0 === "version")) || (key0 === "collapsed")) || (key0 === "channel_order")) || (key0 === "updated_by_device_id"))){
validate244.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.space_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.space_id, {instancePath:instancePath+"/space_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs3 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.collapsed !== undefined){
const _errs4 = errors;
if(typeof data.collapsed !== "boolean"){
validate244.errors = [{instancePath:instancePath+"/collapsed",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_order !== undefined){
let data3 = data.channel_order;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate53(data3[i0], {instancePath:instancePath+"/channel_order/" + i0}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate244.errors = [{instancePath:instancePath+"/channel_order",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_by_device_id !== undefined){
const _errs9 = errors;
if(!(validate53(data.updated_by_device_id, {instancePath:instancePath+"/updated_by_device_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate244.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate244.errors = vErrors;
return errors === 0;
}

export const DraftUpdatedV1 = /*#__PURE__*/ withMessages(validate249);

function validate249(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.content_md === undefined) && (missing0 = "content_md"))) || ((data.file_ids === undefined) && (missing0 = "file_ids"))){
validate249.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "thread_id") || (key0 === "version")) || (key0 === "content_md")) || (key0 === "file_ids")) || (key0 === "updated_by_device_id"))){
validate249.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs3 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_md !== undefined){
const _errs4 = errors;
if(typeof data.content_md !== "string"){
validate249.errors = [{instancePath:instancePath+"/content_md",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file_ids !== undefined){
let data3 = data.file_ids;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate53(data3[i0], {instancePath:instancePath+"/file_ids/" + i0}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate249.errors = [{instancePath:instancePath+"/file_ids",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_by_device_id !== undefined){
const _errs9 = errors;
if(!(validate53(data.updated_by_device_id, {instancePath:instancePath+"/updated_by_device_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate249.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate249.errors = vErrors;
return errors === 0;
}

export const DraftDeletedV1 = /*#__PURE__*/ withMessages(validate254);

function validate254(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.version === undefined) && (missing0 = "version"))){
validate254.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "thread_id") || (key0 === "version")) || (key0 === "updated_by_device_id"))){
validate254.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs3 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_by_device_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.updated_by_device_id, {instancePath:instancePath+"/updated_by_device_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate254.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate254.errors = vErrors;
return errors === 0;
}

export const SettingsUpdatedV1 = /*#__PURE__*/ withMessages(validate258);

function validate258(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.key === undefined) && (missing0 = "key")) || ((data.version === undefined) && (missing0 = "version"))){
validate258.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "key") || (key0 === "value")) || (key0 === "deleted")) || (key0 === "version")) || (key0 === "updated_by_device_id"))){
validate258.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.key !== undefined){
let data0 = data.key;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) > 200){
validate258.errors = [{instancePath:instancePath+"/key",keyword:"maxLength",params:{limit: 200}}];
return false;
}
else {
if(func1(data0) < 1){
validate258.errors = [{instancePath:instancePath+"/key",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate258.errors = [{instancePath:instancePath+"/key",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs4 = errors;
if(!(validate65(data.value, {instancePath:instancePath+"/value"}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deleted !== undefined){
let data2 = data.deleted;
const _errs5 = errors;
if(typeof data2 !== "boolean"){
validate258.errors = [{instancePath:instancePath+"/deleted",keyword:"type",params:{type: "boolean"}}];
return false;
}
if(true !== data2){
validate258.errors = [{instancePath:instancePath+"/deleted",keyword:"const",params:{allowedValue: true}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs7 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_by_device_id !== undefined){
const _errs8 = errors;
if(!(validate53(data.updated_by_device_id, {instancePath:instancePath+"/updated_by_device_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate258.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate258.errors = vErrors;
return errors === 0;
}

export const NotificationPrefUpdatedV1 = /*#__PURE__*/ withMessages(validate262);
const schema86_35 = ["all","mentions","none"];

function validate262(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.target === undefined) && (missing0 = "target")) || ((data.level === undefined) && (missing0 = "level"))) || ((data.version === undefined) && (missing0 = "version"))){
validate262.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "target") || (key0 === "level")) || (key0 === "version")) || (key0 === "updated_by_device_id"))){
validate262.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.target !== undefined){
const _errs2 = errors;
if(!(validate133(data.target, {instancePath:instancePath+"/target"}))){
vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.level !== undefined){
let data1 = data.level;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate262.errors = [{instancePath:instancePath+"/level",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data1 === "all") || (data1 === "mentions")) || (data1 === "none"))){
validate262.errors = [{instancePath:instancePath+"/level",keyword:"enum",params:{allowedValues: schema86_35}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs5 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_by_device_id !== undefined){
const _errs6 = errors;
if(!(validate53(data.updated_by_device_id, {instancePath:instancePath+"/updated_by_device_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate262.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate262.errors = vErrors;
return errors === 0;
}

export const QuietHoursUpdatedV1 = /*#__PURE__*/ withMessages(validate266);
const pattern10 = /*#__PURE__*/ new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");

function validate266(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.enabled === undefined) && (missing0 = "enabled")) || ((data.start === undefined) && (missing0 = "start"))) || ((data.end === undefined) && (missing0 = "end"))) || ((data.timezone === undefined) && (missing0 = "timezone"))) || ((data.version === undefined) && (missing0 = "version"))){
validate266.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "enabled") || (key0 === "start")) || (key0 === "end")) || (key0 === "timezone")) || (key0 === "version")) || (key0 === "updated_by_device_id"))){
validate266.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.enabled !== undefined){
const _errs2 = errors;
if(typeof data.enabled !== "boolean"){
validate266.errors = [{instancePath:instancePath+"/enabled",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start !== undefined){
let data1 = data.start;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern10.test(data1)){
validate266.errors = [{instancePath:instancePath+"/start",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"}}];
return false;
}
}
else {
validate266.errors = [{instancePath:instancePath+"/start",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end !== undefined){
let data2 = data.end;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern10.test(data2)){
validate266.errors = [{instancePath:instancePath+"/end",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"}}];
return false;
}
}
else {
validate266.errors = [{instancePath:instancePath+"/end",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezone !== undefined){
let data3 = data.timezone;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func1(data3) < 1){
validate266.errors = [{instancePath:instancePath+"/timezone",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate266.errors = [{instancePath:instancePath+"/timezone",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs10 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updated_by_device_id !== undefined){
const _errs11 = errors;
if(!(validate53(data.updated_by_device_id, {instancePath:instancePath+"/updated_by_device_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate266.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate266.errors = vErrors;
return errors === 0;
}

export const HostUpdatedV1 = /*#__PURE__*/ withMessages(validate269);
const schema88_36 = ["pending","active","disabled"];

function validate269(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.host_id === undefined) && (missing0 = "host_id")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.version === undefined) && (missing0 = "version"))){
validate269.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "host_id") || (key0 === "name")) || (key0 === "state")) || (key0 === "version"))){
validate269.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.host_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.host_id, {instancePath:instancePath+"/host_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate269.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data2 = data.state;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate269.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data2 === "pending") || (data2 === "active")) || (data2 === "disabled"))){
validate269.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema88_36}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs7 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate269.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate269.errors = vErrors;
return errors === 0;
}

export const TerminalSessionChangedV1 = /*#__PURE__*/ withMessages(validate272);
const schema89_37 = ["opening","open","closed"];
const schema89_38 = ["user_closed","host_offline","access_revoked"];

function validate272(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.session_id === undefined) && (missing0 = "session_id")) || ((data.host_id === undefined) && (missing0 = "host_id"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.version === undefined) && (missing0 = "version"))){
validate272.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "session_id") || (key0 === "host_id")) || (key0 === "state")) || (key0 === "reason")) || (key0 === "version"))){
validate272.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.session_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.session_id, {instancePath:instancePath+"/session_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.host_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.host_id, {instancePath:instancePath+"/host_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data2 = data.state;
const _errs4 = errors;
if(typeof data2 !== "string"){
validate272.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data2 === "opening") || (data2 === "open")) || (data2 === "closed"))){
validate272.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema89_37}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data3 = data.reason;
const _errs6 = errors;
if(typeof data3 !== "string"){
validate272.errors = [{instancePath:instancePath+"/reason",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data3 === "user_closed") || (data3 === "host_offline")) || (data3 === "access_revoked"))){
validate272.errors = [{instancePath:instancePath+"/reason",keyword:"enum",params:{allowedValues: schema89_38}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs8 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate272.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate272.errors = vErrors;
return errors === 0;
}

export const TypingStartedV1 = /*#__PURE__*/ withMessages(validate276);

function validate276(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.principal_id === undefined) && (missing0 = "principal_id"))) || ((data.expires_at === undefined) && (missing0 = "expires_at"))){
validate276.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "thread_id") || (key0 === "principal_id")) || (key0 === "expires_at"))){
validate276.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.principal_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.principal_id, {instancePath:instancePath+"/principal_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
const _errs4 = errors;
if(!(validate58(data.expires_at, {instancePath:instancePath+"/expires_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate276.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate276.errors = vErrors;
return errors === 0;
}

export const RunUpdatedV1 = /*#__PURE__*/ withMessages(validate280);

function validate280(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.run_id === undefined) && (missing0 = "run_id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.version === undefined) && (missing0 = "version"))){
validate280.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "run_id") || (key0 === "thread_id")) || (key0 === "base_version")) || (key0 === "version")) || (key0 === "ops")) || (key0 === "snapshot")) || (key0 === "snapshot_too_large"))){
validate280.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.run_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.base_version !== undefined){
let data2 = data.base_version;
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate280.errors = [{instancePath:instancePath+"/base_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate280.errors = [{instancePath:instancePath+"/base_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs6 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ops !== undefined){
let data4 = data.ops;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate66(data4[i0], {instancePath:instancePath+"/ops/" + i0}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate280.errors = [{instancePath:instancePath+"/ops",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.snapshot !== undefined){
const _errs10 = errors;
if(!(validate137(data.snapshot, {instancePath:instancePath+"/snapshot"}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.snapshot_too_large !== undefined){
let data7 = data.snapshot_too_large;
const _errs11 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate280.errors = [{instancePath:instancePath+"/snapshot_too_large",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs11){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
validate280.errors = [{instancePath:instancePath+"/snapshot_too_large",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate280.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate280.errors = vErrors;
return errors === 0;
}

export const AgentPresenceChangedV1 = /*#__PURE__*/ withMessages(validate286);
const schema92_39 = ["online","degraded","offline"];

function validate286(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.state === undefined) && (missing0 = "state"))){
validate286.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "agent_id") || (key0 === "state")) || (key0 === "reported_billing_mode"))){
validate286.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.agent_id, {instancePath:instancePath+"/agent_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data1 = data.state;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate286.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data1 === "online") || (data1 === "degraded")) || (data1 === "offline"))){
validate286.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema92_39}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reported_billing_mode !== undefined){
const _errs5 = errors;
if(typeof data.reported_billing_mode !== "string"){
validate286.errors = [{instancePath:instancePath+"/reported_billing_mode",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate286.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate286.errors = vErrors;
return errors === 0;
}

export const NotificationCreatedV1 = /*#__PURE__*/ withMessages(validate288);
const schema93_40 = ["mention","reply","run_finished","access_expiring"];

function validate288(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.notification_id === undefined) && (missing0 = "notification_id")) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.created_at === undefined) && (missing0 = "created_at"))){
validate288.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "notification_id") || (key0 === "kind")) || (key0 === "thread_id")) || (key0 === "message_id")) || (key0 === "created_at"))){
validate288.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.notification_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.notification_id, {instancePath:instancePath+"/notification_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data1 = data.kind;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate288.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data1 === "mention") || (data1 === "reply")) || (data1 === "run_finished")) || (data1 === "access_expiring"))){
validate288.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema93_40}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs5 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_id !== undefined){
const _errs6 = errors;
if(!(validate53(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs7 = errors;
if(!(validate58(data.created_at, {instancePath:instancePath+"/created_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate288.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate288.errors = vErrors;
return errors === 0;
}

export const CommandAutocompleteRequestedV1 = /*#__PURE__*/ withMessages(validate293);
const schema94_41 = {"request_id":true,"command_id":true,"channel_id":true,"thread_id":true,"user_id":true,"option":true,"value":true,"options":true,"expires_at":true};

function validate293(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.request_id === undefined) && (missing0 = "request_id")) || ((data.command_id === undefined) && (missing0 = "command_id"))) || ((data.channel_id === undefined) && (missing0 = "channel_id"))) || ((data.user_id === undefined) && (missing0 = "user_id"))) || ((data.option === undefined) && (missing0 = "option"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.options === undefined) && (missing0 = "options"))) || ((data.expires_at === undefined) && (missing0 = "expires_at"))){
validate293.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema94_41, key0))){
validate293.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.request_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.request_id, {instancePath:instancePath+"/request_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command_id !== undefined){
let data1 = data.command_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate293.errors = [{instancePath:instancePath+"/command_id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate293.errors = [{instancePath:instancePath+"/command_id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs5 = errors;
if(!(validate53(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs6 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user_id !== undefined){
const _errs7 = errors;
if(!(validate53(data.user_id, {instancePath:instancePath+"/user_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.option !== undefined){
const _errs8 = errors;
if(typeof data.option !== "string"){
validate293.errors = [{instancePath:instancePath+"/option",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs10 = errors;
if(typeof data.value !== "string"){
validate293.errors = [{instancePath:instancePath+"/value",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.options !== undefined){
let data7 = data.options;
const _errs12 = errors;
if(errors === _errs12){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key1 in data7){
const _errs15 = errors;
if(!(validate65(data7[key1], {instancePath:instancePath+"/options/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate293.errors = [{instancePath:instancePath+"/options",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
const _errs16 = errors;
if(!(validate58(data.expires_at, {instancePath:instancePath+"/expires_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate293.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate293.errors = vErrors;
return errors === 0;
}

export const HostPresenceChangedV1 = /*#__PURE__*/ withMessages(validate300);
const schema95_42 = ["online","offline"];

function validate300(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.host_id === undefined) && (missing0 = "host_id")) || ((data.state === undefined) && (missing0 = "state"))){
validate300.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "host_id") || (key0 === "state"))){
validate300.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.host_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.host_id, {instancePath:instancePath+"/host_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data1 = data.state;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate300.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data1 === "online") || (data1 === "offline"))){
validate300.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema95_42}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate300.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate300.errors = vErrors;
return errors === 0;
}

export const StatsLiveV1 = /*#__PURE__*/ withMessages(validate302);

function validate302(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.at === undefined) && (missing0 = "at")) || ((data.interval_ms === undefined) && (missing0 = "interval_ms"))) || ((data.channels === undefined) && (missing0 = "channels"))){
validate302.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "space_id") || (key0 === "at")) || (key0 === "interval_ms")) || (key0 === "channels"))){
validate302.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.space_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.space_id, {instancePath:instancePath+"/space_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.at !== undefined){
const _errs3 = errors;
if(!(validate58(data.at, {instancePath:instancePath+"/at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.interval_ms !== undefined){
let data2 = data.interval_ms;
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate302.errors = [{instancePath:instancePath+"/interval_ms",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate302.errors = [{instancePath:instancePath+"/interval_ms",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channels !== undefined){
let data3 = data.channels;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs8 = errors;
if(errors === _errs8){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((((data4.channel_id === undefined) && (missing1 = "channel_id")) || ((data4.messages_per_minute === undefined) && (missing1 = "messages_per_minute"))) || ((data4.active_runs === undefined) && (missing1 = "active_runs"))){
validate302.errors = [{instancePath:instancePath+"/channels/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs10 = errors;
for(const key1 in data4){
if(!(((key1 === "channel_id") || (key1 === "messages_per_minute")) || (key1 === "active_runs"))){
validate302.errors = [{instancePath:instancePath+"/channels/" + i0,keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs10 === errors){
if(data4.channel_id !== undefined){
const _errs11 = errors;
if(!(validate53(data4.channel_id, {instancePath:instancePath+"/channels/" + i0+"/channel_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.messages_per_minute !== undefined){
let data6 = data4.messages_per_minute;
const _errs12 = errors;
if(errors === _errs12){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate302.errors = [{instancePath:instancePath+"/channels/" + i0+"/messages_per_minute",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
else {
validate302.errors = [{instancePath:instancePath+"/channels/" + i0+"/messages_per_minute",keyword:"type",params:{type: "number"}}];
return false;
}
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.active_runs !== undefined){
let data7 = data4.active_runs;
const _errs14 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate302.errors = [{instancePath:instancePath+"/channels/" + i0+"/active_runs",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs14){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate302.errors = [{instancePath:instancePath+"/channels/" + i0+"/active_runs",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate302.errors = [{instancePath:instancePath+"/channels/" + i0,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate302.errors = [{instancePath:instancePath+"/channels",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate302.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate302.errors = vErrors;
return errors === 0;
}

export const Snapshot = /*#__PURE__*/ withMessages(validate306);
const schema97_43 = {"head_seq":true,"sync_epoch":true,"permission_version":true,"spaces":true,"channels":true,"sidebar":true,"read_states":true,"active_runs":true,"agent_presence":true,"drafts":true,"settings_version":true,"feature_flags":true,"notification_prefs_version":true,"quiet_hours_version":true};
const schema97_44 = ["online","degraded","offline"];

function validate314(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.last_read_seq === undefined) && (missing0 = "last_read_seq"))) || ((data.version === undefined) && (missing0 = "version"))) || ((data.unread_count === undefined) && (missing0 = "unread_count"))) || ((data.mention_count === undefined) && (missing0 = "mention_count"))){
validate314.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "thread_id") || (key0 === "last_read_seq")) || (key0 === "version")) || (key0 === "unread_count")) || (key0 === "mention_count"))){
validate314.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_read_seq !== undefined){
let data1 = data.last_read_seq;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate314.errors = [{instancePath:instancePath+"/last_read_seq",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate314.errors = [{instancePath:instancePath+"/last_read_seq",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
let data2 = data.version;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate314.errors = [{instancePath:instancePath+"/version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate314.errors = [{instancePath:instancePath+"/version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unread_count !== undefined){
let data3 = data.unread_count;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate314.errors = [{instancePath:instancePath+"/unread_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate314.errors = [{instancePath:instancePath+"/unread_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mention_count !== undefined){
let data4 = data.mention_count;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate314.errors = [{instancePath:instancePath+"/mention_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate314.errors = [{instancePath:instancePath+"/mention_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate314.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate314.errors = vErrors;
return errors === 0;
}


function validate306(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((data.head_seq === undefined) && (missing0 = "head_seq")) || ((data.sync_epoch === undefined) && (missing0 = "sync_epoch"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))) || ((data.spaces === undefined) && (missing0 = "spaces"))) || ((data.channels === undefined) && (missing0 = "channels"))) || ((data.sidebar === undefined) && (missing0 = "sidebar"))) || ((data.read_states === undefined) && (missing0 = "read_states"))) || ((data.active_runs === undefined) && (missing0 = "active_runs"))) || ((data.agent_presence === undefined) && (missing0 = "agent_presence"))) || ((data.drafts === undefined) && (missing0 = "drafts"))) || ((data.settings_version === undefined) && (missing0 = "settings_version"))) || ((data.feature_flags === undefined) && (missing0 = "feature_flags"))){
validate306.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema97_43, key0))){
validate306.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.head_seq !== undefined){
const _errs2 = errors;
if(!(validate56(data.head_seq, {instancePath:instancePath+"/head_seq"}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sync_epoch !== undefined){
const _errs3 = errors;
if(!(validate54(data.sync_epoch, {instancePath:instancePath+"/sync_epoch"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.permission_version !== undefined){
let data2 = data.permission_version;
const _errs4 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate306.errors = [{instancePath:instancePath+"/permission_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate306.errors = [{instancePath:instancePath+"/permission_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.spaces !== undefined){
let data3 = data.spaces;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate124(data3[i0], {instancePath:instancePath+"/spaces/" + i0}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate306.errors = [{instancePath:instancePath+"/spaces",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channels !== undefined){
let data5 = data.channels;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data5)){
var valid2 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs11 = errors;
if(!(validate120(data5[i1], {instancePath:instancePath+"/channels/" + i1}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
var valid2 = _errs11 === errors;
if(!valid2){
break;
}
}
}
else {
validate306.errors = [{instancePath:instancePath+"/channels",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sidebar !== undefined){
let data7 = data.sidebar;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data7)){
var valid3 = true;
const len2 = data7.length;
for(let i2=0; i2<len2; i2++){
let data8 = data7[i2];
const _errs14 = errors;
if(errors === _errs14){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((((data8.space_id === undefined) && (missing1 = "space_id")) || ((data8.version === undefined) && (missing1 = "version"))) || ((data8.collapsed === undefined) && (missing1 = "collapsed"))) || ((data8.channel_order === undefined) && (missing1 = "channel_order"))){
validate306.errors = [{instancePath:instancePath+"/sidebar/" + i2,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs16 = errors;
for(const key1 in data8){
if(!((((key1 === "space_id") || (key1 === "version")) || (key1 === "collapsed")) || (key1 === "channel_order"))){
validate306.errors = [{instancePath:instancePath+"/sidebar/" + i2,keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs16 === errors){
if(data8.space_id !== undefined){
const _errs17 = errors;
if(!(validate53(data8.space_id, {instancePath:instancePath+"/sidebar/" + i2+"/space_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.version !== undefined){
const _errs18 = errors;
if(!(validate57(data8.version, {instancePath:instancePath+"/sidebar/" + i2+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.collapsed !== undefined){
const _errs19 = errors;
if(typeof data8.collapsed !== "boolean"){
validate306.errors = [{instancePath:instancePath+"/sidebar/" + i2+"/collapsed",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.channel_order !== undefined){
let data12 = data8.channel_order;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data12)){
var valid5 = true;
const len3 = data12.length;
for(let i3=0; i3<len3; i3++){
const _errs23 = errors;
if(!(validate53(data12[i3], {instancePath:instancePath+"/sidebar/" + i2+"/channel_order/" + i3}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid5 = _errs23 === errors;
if(!valid5){
break;
}
}
}
else {
validate306.errors = [{instancePath:instancePath+"/sidebar/" + i2+"/channel_order",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
else {
validate306.errors = [{instancePath:instancePath+"/sidebar/" + i2,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs14 === errors;
if(!valid3){
break;
}
}
}
else {
validate306.errors = [{instancePath:instancePath+"/sidebar",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.read_states !== undefined){
let data14 = data.read_states;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data14)){
var valid6 = true;
const len4 = data14.length;
for(let i4=0; i4<len4; i4++){
const _errs26 = errors;
if(!(validate314(data14[i4], {instancePath:instancePath+"/read_states/" + i4}))){
vErrors = vErrors === null ? validate314.errors : vErrors.concat(validate314.errors);
errors = vErrors.length;
}
var valid6 = _errs26 === errors;
if(!valid6){
break;
}
}
}
else {
validate306.errors = [{instancePath:instancePath+"/read_states",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active_runs !== undefined){
let data16 = data.active_runs;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data16)){
var valid7 = true;
const len5 = data16.length;
for(let i5=0; i5<len5; i5++){
let data17 = data16[i5];
const _errs29 = errors;
if(errors === _errs29){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing2;
if((((((data17.run_id === undefined) && (missing2 = "run_id")) || ((data17.thread_id === undefined) && (missing2 = "thread_id"))) || ((data17.agent_id === undefined) && (missing2 = "agent_id"))) || ((data17.state === undefined) && (missing2 = "state"))) || ((data17.version === undefined) && (missing2 = "version"))){
validate306.errors = [{instancePath:instancePath+"/active_runs/" + i5,keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
const _errs31 = errors;
for(const key2 in data17){
if(!(((((key2 === "run_id") || (key2 === "thread_id")) || (key2 === "agent_id")) || (key2 === "state")) || (key2 === "version"))){
validate306.errors = [{instancePath:instancePath+"/active_runs/" + i5,keyword:"additionalProperties",params:{additionalProperty: key2}}];
return false;
break;
}
}
if(_errs31 === errors){
if(data17.run_id !== undefined){
const _errs32 = errors;
if(!(validate53(data17.run_id, {instancePath:instancePath+"/active_runs/" + i5+"/run_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid8 = _errs32 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.thread_id !== undefined){
const _errs33 = errors;
if(!(validate53(data17.thread_id, {instancePath:instancePath+"/active_runs/" + i5+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid8 = _errs33 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.agent_id !== undefined){
const _errs34 = errors;
if(!(validate53(data17.agent_id, {instancePath:instancePath+"/active_runs/" + i5+"/agent_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid8 = _errs34 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.state !== undefined){
const _errs35 = errors;
if(!(validate64(data17.state, {instancePath:instancePath+"/active_runs/" + i5+"/state"}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
var valid8 = _errs35 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.version !== undefined){
const _errs36 = errors;
if(!(validate57(data17.version, {instancePath:instancePath+"/active_runs/" + i5+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid8 = _errs36 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
}
}
}
else {
validate306.errors = [{instancePath:instancePath+"/active_runs/" + i5,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid7 = _errs29 === errors;
if(!valid7){
break;
}
}
}
else {
validate306.errors = [{instancePath:instancePath+"/active_runs",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_presence !== undefined){
let data23 = data.agent_presence;
const _errs37 = errors;
if(errors === _errs37){
if(Array.isArray(data23)){
var valid9 = true;
const len6 = data23.length;
for(let i6=0; i6<len6; i6++){
let data24 = data23[i6];
const _errs39 = errors;
if(errors === _errs39){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
let missing3;
if(((data24.agent_id === undefined) && (missing3 = "agent_id")) || ((data24.state === undefined) && (missing3 = "state"))){
validate306.errors = [{instancePath:instancePath+"/agent_presence/" + i6,keyword:"required",params:{missingProperty: missing3}}];
return false;
}
else {
const _errs41 = errors;
for(const key3 in data24){
if(!((key3 === "agent_id") || (key3 === "state"))){
validate306.errors = [{instancePath:instancePath+"/agent_presence/" + i6,keyword:"additionalProperties",params:{additionalProperty: key3}}];
return false;
break;
}
}
if(_errs41 === errors){
if(data24.agent_id !== undefined){
const _errs42 = errors;
if(!(validate53(data24.agent_id, {instancePath:instancePath+"/agent_presence/" + i6+"/agent_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid10 = _errs42 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data24.state !== undefined){
let data26 = data24.state;
const _errs43 = errors;
if(typeof data26 !== "string"){
validate306.errors = [{instancePath:instancePath+"/agent_presence/" + i6+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data26 === "online") || (data26 === "degraded")) || (data26 === "offline"))){
validate306.errors = [{instancePath:instancePath+"/agent_presence/" + i6+"/state",keyword:"enum",params:{allowedValues: schema97_44}}];
return false;
}
var valid10 = _errs43 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
else {
validate306.errors = [{instancePath:instancePath+"/agent_presence/" + i6,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid9 = _errs39 === errors;
if(!valid9){
break;
}
}
}
else {
validate306.errors = [{instancePath:instancePath+"/agent_presence",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.drafts !== undefined){
let data27 = data.drafts;
const _errs45 = errors;
if(errors === _errs45){
if(Array.isArray(data27)){
var valid11 = true;
const len7 = data27.length;
for(let i7=0; i7<len7; i7++){
let data28 = data27[i7];
const _errs47 = errors;
if(errors === _errs47){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
let missing4;
if(((data28.thread_id === undefined) && (missing4 = "thread_id")) || ((data28.version === undefined) && (missing4 = "version"))){
validate306.errors = [{instancePath:instancePath+"/drafts/" + i7,keyword:"required",params:{missingProperty: missing4}}];
return false;
}
else {
const _errs49 = errors;
for(const key4 in data28){
if(!((key4 === "thread_id") || (key4 === "version"))){
validate306.errors = [{instancePath:instancePath+"/drafts/" + i7,keyword:"additionalProperties",params:{additionalProperty: key4}}];
return false;
break;
}
}
if(_errs49 === errors){
if(data28.thread_id !== undefined){
const _errs50 = errors;
if(!(validate53(data28.thread_id, {instancePath:instancePath+"/drafts/" + i7+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid12 = _errs50 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data28.version !== undefined){
const _errs51 = errors;
if(!(validate57(data28.version, {instancePath:instancePath+"/drafts/" + i7+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid12 = _errs51 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
else {
validate306.errors = [{instancePath:instancePath+"/drafts/" + i7,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid11 = _errs47 === errors;
if(!valid11){
break;
}
}
}
else {
validate306.errors = [{instancePath:instancePath+"/drafts",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.settings_version !== undefined){
let data31 = data.settings_version;
const _errs52 = errors;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
validate306.errors = [{instancePath:instancePath+"/settings_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs52){
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
validate306.errors = [{instancePath:instancePath+"/settings_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.feature_flags !== undefined){
let data32 = data.feature_flags;
const _errs54 = errors;
if(errors === _errs54){
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key5 in data32){
const _errs57 = errors;
if(typeof data32[key5] !== "boolean"){
validate306.errors = [{instancePath:instancePath+"/feature_flags/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid13 = _errs57 === errors;
if(!valid13){
break;
}
}
}
else {
validate306.errors = [{instancePath:instancePath+"/feature_flags",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notification_prefs_version !== undefined){
let data34 = data.notification_prefs_version;
const _errs59 = errors;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
validate306.errors = [{instancePath:instancePath+"/notification_prefs_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs59){
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
validate306.errors = [{instancePath:instancePath+"/notification_prefs_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quiet_hours_version !== undefined){
let data35 = data.quiet_hours_version;
const _errs61 = errors;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
validate306.errors = [{instancePath:instancePath+"/quiet_hours_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs61){
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
validate306.errors = [{instancePath:instancePath+"/quiet_hours_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate306.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate306.errors = vErrors;
return errors === 0;
}

export const ReadState = /*#__PURE__*/ withMessages(validate325);

function validate325(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.last_read_seq === undefined) && (missing0 = "last_read_seq"))) || ((data.version === undefined) && (missing0 = "version"))) || ((data.unread_count === undefined) && (missing0 = "unread_count"))) || ((data.mention_count === undefined) && (missing0 = "mention_count"))){
validate325.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "thread_id") || (key0 === "last_read_seq")) || (key0 === "version")) || (key0 === "unread_count")) || (key0 === "mention_count"))){
validate325.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_read_seq !== undefined){
let data1 = data.last_read_seq;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate325.errors = [{instancePath:instancePath+"/last_read_seq",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate325.errors = [{instancePath:instancePath+"/last_read_seq",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
let data2 = data.version;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate325.errors = [{instancePath:instancePath+"/version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate325.errors = [{instancePath:instancePath+"/version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unread_count !== undefined){
let data3 = data.unread_count;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate325.errors = [{instancePath:instancePath+"/unread_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate325.errors = [{instancePath:instancePath+"/unread_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mention_count !== undefined){
let data4 = data.mention_count;
const _errs9 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate325.errors = [{instancePath:instancePath+"/mention_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs9){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate325.errors = [{instancePath:instancePath+"/mention_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate325.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate325.errors = vErrors;
return errors === 0;
}

export const IdentifyPerson = /*#__PURE__*/ withMessages(validate327);

function validate327(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.access_token === undefined) && (missing0 = "access_token")) || ((data.dpop === undefined) && (missing0 = "dpop"))) || ((data.device_id === undefined) && (missing0 = "device_id"))) || ((data.protocol_version === undefined) && (missing0 = "protocol_version"))) || ((data.client === undefined) && (missing0 = "client"))){
validate327.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "access_token") || (key0 === "dpop")) || (key0 === "device_id")) || (key0 === "protocol_version")) || (key0 === "cursor")) || (key0 === "sync_epoch")) || (key0 === "client"))){
validate327.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.access_token !== undefined){
let data0 = data.access_token;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate327.errors = [{instancePath:instancePath+"/access_token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate327.errors = [{instancePath:instancePath+"/access_token",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dpop !== undefined){
let data1 = data.dpop;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate327.errors = [{instancePath:instancePath+"/dpop",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate327.errors = [{instancePath:instancePath+"/dpop",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.device_id !== undefined){
const _errs6 = errors;
if(!(validate53(data.device_id, {instancePath:instancePath+"/device_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.protocol_version !== undefined){
let data3 = data.protocol_version;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate327.errors = [{instancePath:instancePath+"/protocol_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate327.errors = [{instancePath:instancePath+"/protocol_version",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cursor !== undefined){
const _errs9 = errors;
if(!(validate56(data.cursor, {instancePath:instancePath+"/cursor"}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sync_epoch !== undefined){
const _errs10 = errors;
if(!(validate54(data.sync_epoch, {instancePath:instancePath+"/sync_epoch"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client !== undefined){
let data6 = data.client;
const _errs11 = errors;
if(errors === _errs11){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing1;
if(((data6.platform === undefined) && (missing1 = "platform")) || ((data6.version === undefined) && (missing1 = "version"))){
validate327.errors = [{instancePath:instancePath+"/client",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs13 = errors;
for(const key1 in data6){
if(!((key1 === "platform") || (key1 === "version"))){
validate327.errors = [{instancePath:instancePath+"/client",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs13 === errors){
if(data6.platform !== undefined){
let data7 = data6.platform;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data7 === "string"){
if(func1(data7) > 64){
validate327.errors = [{instancePath:instancePath+"/client/platform",keyword:"maxLength",params:{limit: 64}}];
return false;
}
else {
if(func1(data7) < 1){
validate327.errors = [{instancePath:instancePath+"/client/platform",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate327.errors = [{instancePath:instancePath+"/client/platform",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data6.version !== undefined){
let data8 = data6.version;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data8 === "string"){
if(func1(data8) > 64){
validate327.errors = [{instancePath:instancePath+"/client/version",keyword:"maxLength",params:{limit: 64}}];
return false;
}
else {
if(func1(data8) < 1){
validate327.errors = [{instancePath:instancePath+"/client/version",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate327.errors = [{instancePath:instancePath+"/client/version",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate327.errors = [{instancePath:instancePath+"/client",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate327.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate327.errors = vErrors;
return errors === 0;
}

export const IdentifyAgent = /*#__PURE__*/ withMessages(validate331);
const pattern12 = /*#__PURE__*/ new RegExp("^[A-Za-z0-9_.-]+$", "u");

function validate331(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.api_token === undefined) && (missing0 = "api_token")) || ((data.protocol_version === undefined) && (missing0 = "protocol_version"))){
validate331.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "api_token") || (key0 === "dpop")) || (key0 === "consumer")) || (key0 === "protocol_version"))){
validate331.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.api_token !== undefined){
let data0 = data.api_token;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate331.errors = [{instancePath:instancePath+"/api_token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate331.errors = [{instancePath:instancePath+"/api_token",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dpop !== undefined){
let data1 = data.dpop;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate331.errors = [{instancePath:instancePath+"/dpop",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate331.errors = [{instancePath:instancePath+"/dpop",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consumer !== undefined){
let data2 = data.consumer;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func1(data2) > 64){
validate331.errors = [{instancePath:instancePath+"/consumer",keyword:"maxLength",params:{limit: 64}}];
return false;
}
else {
if(func1(data2) < 1){
validate331.errors = [{instancePath:instancePath+"/consumer",keyword:"minLength",params:{limit: 1}}];
return false;
}
else {
if(!pattern12.test(data2)){
validate331.errors = [{instancePath:instancePath+"/consumer",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]+$"}}];
return false;
}
}
}
}
else {
validate331.errors = [{instancePath:instancePath+"/consumer",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.protocol_version !== undefined){
let data3 = data.protocol_version;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate331.errors = [{instancePath:instancePath+"/protocol_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate331.errors = [{instancePath:instancePath+"/protocol_version",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate331.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate331.errors = vErrors;
return errors === 0;
}

export const IdentifyFrame = /*#__PURE__*/ withMessages(validate332);

function validate332(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate332.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate332.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate332.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("identify" !== data0){
validate332.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "identify"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(!(validate327(data1, {instancePath:instancePath+"/d"}))){
vErrors = vErrors === null ? validate327.errors : vErrors.concat(validate327.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if(!(validate331(data1, {instancePath:instancePath+"/d"}))){
vErrors = vErrors === null ? validate331.errors : vErrors.concat(validate331.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err0 = {instancePath:instancePath+"/d",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate332.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate332.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate332.errors = vErrors;
return errors === 0;
}

export const ResumeFrame = /*#__PURE__*/ withMessages(validate335);

function validate336(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.gateway_session_id === undefined) && (missing0 = "gateway_session_id")) || ((data.access_token === undefined) && (missing0 = "access_token"))) || ((data.dpop === undefined) && (missing0 = "dpop"))) || ((data.cursor === undefined) && (missing0 = "cursor"))) || ((data.sync_epoch === undefined) && (missing0 = "sync_epoch"))){
validate336.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "gateway_session_id") || (key0 === "access_token")) || (key0 === "dpop")) || (key0 === "cursor")) || (key0 === "sync_epoch"))){
validate336.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.gateway_session_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.gateway_session_id, {instancePath:instancePath+"/gateway_session_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.access_token !== undefined){
let data1 = data.access_token;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate336.errors = [{instancePath:instancePath+"/access_token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate336.errors = [{instancePath:instancePath+"/access_token",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dpop !== undefined){
let data2 = data.dpop;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func1(data2) < 1){
validate336.errors = [{instancePath:instancePath+"/dpop",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate336.errors = [{instancePath:instancePath+"/dpop",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cursor !== undefined){
const _errs7 = errors;
if(!(validate56(data.cursor, {instancePath:instancePath+"/cursor"}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sync_epoch !== undefined){
const _errs8 = errors;
if(!(validate54(data.sync_epoch, {instancePath:instancePath+"/sync_epoch"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate336.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate336.errors = vErrors;
return errors === 0;
}


function validate341(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.gateway_session_id === undefined) && (missing0 = "gateway_session_id")) || ((data.api_token === undefined) && (missing0 = "api_token"))){
validate341.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "gateway_session_id") || (key0 === "api_token")) || (key0 === "dpop"))){
validate341.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.gateway_session_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.gateway_session_id, {instancePath:instancePath+"/gateway_session_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_token !== undefined){
let data1 = data.api_token;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate341.errors = [{instancePath:instancePath+"/api_token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate341.errors = [{instancePath:instancePath+"/api_token",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dpop !== undefined){
let data2 = data.dpop;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func1(data2) < 1){
validate341.errors = [{instancePath:instancePath+"/dpop",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate341.errors = [{instancePath:instancePath+"/dpop",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate341.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate341.errors = vErrors;
return errors === 0;
}


function validate335(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate335.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate335.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate335.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("resume" !== data0){
validate335.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "resume"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(!(validate336(data1, {instancePath:instancePath+"/d"}))){
vErrors = vErrors === null ? validate336.errors : vErrors.concat(validate336.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if(!(validate341(data1, {instancePath:instancePath+"/d"}))){
vErrors = vErrors === null ? validate341.errors : vErrors.concat(validate341.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err0 = {instancePath:instancePath+"/d",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate335.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate335.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate335.errors = vErrors;
return errors === 0;
}

export const ResumePerson = /*#__PURE__*/ withMessages(validate344);

function validate344(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.gateway_session_id === undefined) && (missing0 = "gateway_session_id")) || ((data.access_token === undefined) && (missing0 = "access_token"))) || ((data.dpop === undefined) && (missing0 = "dpop"))) || ((data.cursor === undefined) && (missing0 = "cursor"))) || ((data.sync_epoch === undefined) && (missing0 = "sync_epoch"))){
validate344.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "gateway_session_id") || (key0 === "access_token")) || (key0 === "dpop")) || (key0 === "cursor")) || (key0 === "sync_epoch"))){
validate344.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.gateway_session_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.gateway_session_id, {instancePath:instancePath+"/gateway_session_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.access_token !== undefined){
let data1 = data.access_token;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate344.errors = [{instancePath:instancePath+"/access_token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate344.errors = [{instancePath:instancePath+"/access_token",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dpop !== undefined){
let data2 = data.dpop;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func1(data2) < 1){
validate344.errors = [{instancePath:instancePath+"/dpop",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate344.errors = [{instancePath:instancePath+"/dpop",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cursor !== undefined){
const _errs7 = errors;
if(!(validate56(data.cursor, {instancePath:instancePath+"/cursor"}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sync_epoch !== undefined){
const _errs8 = errors;
if(!(validate54(data.sync_epoch, {instancePath:instancePath+"/sync_epoch"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate344.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate344.errors = vErrors;
return errors === 0;
}

export const ResumeAgent = /*#__PURE__*/ withMessages(validate348);

function validate348(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.gateway_session_id === undefined) && (missing0 = "gateway_session_id")) || ((data.api_token === undefined) && (missing0 = "api_token"))){
validate348.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "gateway_session_id") || (key0 === "api_token")) || (key0 === "dpop"))){
validate348.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.gateway_session_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.gateway_session_id, {instancePath:instancePath+"/gateway_session_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_token !== undefined){
let data1 = data.api_token;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate348.errors = [{instancePath:instancePath+"/api_token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate348.errors = [{instancePath:instancePath+"/api_token",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dpop !== undefined){
let data2 = data.dpop;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func1(data2) < 1){
validate348.errors = [{instancePath:instancePath+"/dpop",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate348.errors = [{instancePath:instancePath+"/dpop",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate348.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate348.errors = vErrors;
return errors === 0;
}

export const HeartbeatFrame = /*#__PURE__*/ withMessages(validate350);

function validate350(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate350.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate350.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate350.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("heartbeat" !== data0){
validate350.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "heartbeat"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
const _errs6 = errors;
for(const key1 in data1){
if(!(key1 === "last_seq")){
validate350.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.last_seq !== undefined){
if(!(validate56(data1.last_seq, {instancePath:instancePath+"/d/last_seq"}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
}
}
else {
validate350.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate350.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate350.errors = vErrors;
return errors === 0;
}

export const ReauthFrame = /*#__PURE__*/ withMessages(validate352);

function validate352(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate352.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate352.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate352.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("reauth" !== data0){
validate352.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "reauth"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.access_token === undefined) && (missing1 = "access_token")) || ((data1.dpop === undefined) && (missing1 = "dpop"))){
validate352.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((key1 === "access_token") || (key1 === "dpop"))){
validate352.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.access_token !== undefined){
let data2 = data1.access_token;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func1(data2) < 1){
validate352.errors = [{instancePath:instancePath+"/d/access_token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate352.errors = [{instancePath:instancePath+"/d/access_token",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.dpop !== undefined){
let data3 = data1.dpop;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func1(data3) < 1){
validate352.errors = [{instancePath:instancePath+"/d/dpop",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate352.errors = [{instancePath:instancePath+"/d/dpop",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate352.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate352.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate352.errors = vErrors;
return errors === 0;
}

export const FocusFrame = /*#__PURE__*/ withMessages(validate353);

function validate353(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate353.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate353.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate353.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("focus" !== data0){
validate353.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "focus"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.thread_ids === undefined) && (missing1 = "thread_ids")) || ((data1.idle === undefined) && (missing1 = "idle"))){
validate353.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(((key1 === "thread_ids") || (key1 === "idle")) || (key1 === "background_thread_ids"))){
validate353.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.thread_ids !== undefined){
let data2 = data1.thread_ids;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data2)){
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate53(data2[i0], {instancePath:instancePath+"/d/thread_ids/" + i0}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
else {
validate353.errors = [{instancePath:instancePath+"/d/thread_ids",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.idle !== undefined){
const _errs10 = errors;
if(typeof data1.idle !== "boolean"){
validate353.errors = [{instancePath:instancePath+"/d/idle",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.background_thread_ids !== undefined){
let data5 = data1.background_thread_ids;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
var valid3 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs14 = errors;
if(!(validate53(data5[i1], {instancePath:instancePath+"/d/background_thread_ids/" + i1}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid3 = _errs14 === errors;
if(!valid3){
break;
}
}
}
else {
validate353.errors = [{instancePath:instancePath+"/d/background_thread_ids",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate353.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate353.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate353.errors = vErrors;
return errors === 0;
}

export const TypingStartFrame = /*#__PURE__*/ withMessages(validate356);

function validate356(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate356.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate356.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate356.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("typing.start" !== data0){
validate356.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "typing.start"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.thread_id === undefined) && (missing1 = "thread_id")){
validate356.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(key1 === "thread_id")){
validate356.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.thread_id !== undefined){
if(!(validate53(data1.thread_id, {instancePath:instancePath+"/d/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate356.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate356.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate356.errors = vErrors;
return errors === 0;
}

export const TypingStopFrame = /*#__PURE__*/ withMessages(validate358);

function validate358(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate358.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate358.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate358.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("typing.stop" !== data0){
validate358.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "typing.stop"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.thread_id === undefined) && (missing1 = "thread_id")){
validate358.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(key1 === "thread_id")){
validate358.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.thread_id !== undefined){
if(!(validate53(data1.thread_id, {instancePath:instancePath+"/d/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate358.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate358.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate358.errors = vErrors;
return errors === 0;
}

export const AckFrame = /*#__PURE__*/ withMessages(validate360);

function validate360(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate360.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate360.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate360.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("ack" !== data0){
validate360.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "ack"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.seq === undefined) && (missing1 = "seq")){
validate360.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(key1 === "seq")){
validate360.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.seq !== undefined){
if(!(validate55(data1.seq, {instancePath:instancePath+"/d/seq"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate360.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate360.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate360.errors = vErrors;
return errors === 0;
}

export const RunUpdateFrame = /*#__PURE__*/ withMessages(validate362);

function validate362(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate362.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate362.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate362.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("run.update" !== data0){
validate362.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "run.update"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.run_id === undefined) && (missing1 = "run_id")) || ((data1.base_version === undefined) && (missing1 = "base_version"))) || ((data1.ops === undefined) && (missing1 = "ops"))){
validate362.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(((key1 === "run_id") || (key1 === "base_version")) || (key1 === "ops"))){
validate362.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.run_id !== undefined){
const _errs7 = errors;
if(!(validate53(data1.run_id, {instancePath:instancePath+"/d/run_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.base_version !== undefined){
let data3 = data1.base_version;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate362.errors = [{instancePath:instancePath+"/d/base_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate362.errors = [{instancePath:instancePath+"/d/base_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.ops !== undefined){
let data4 = data1.ops;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
if(data4.length < 1){
validate362.errors = [{instancePath:instancePath+"/d/ops",keyword:"minItems",params:{limit: 1}}];
return false;
}
else {
var valid2 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(!(validate66(data4[i0], {instancePath:instancePath+"/d/ops/" + i0}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
var valid2 = _errs12 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate362.errors = [{instancePath:instancePath+"/d/ops",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate362.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate362.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate362.errors = vErrors;
return errors === 0;
}

export const CommandAutocompleteResultFrame = /*#__PURE__*/ withMessages(validate365);

function validate365(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate365.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate365.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate365.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("command.autocomplete_result" !== data0){
validate365.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "command.autocomplete_result"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.request_id === undefined) && (missing1 = "request_id")) || ((data1.choices === undefined) && (missing1 = "choices"))){
validate365.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((key1 === "request_id") || (key1 === "choices"))){
validate365.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.request_id !== undefined){
const _errs7 = errors;
if(!(validate53(data1.request_id, {instancePath:instancePath+"/d/request_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.choices !== undefined){
let data3 = data1.choices;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if(((data4.name === undefined) && (missing2 = "name")) || ((data4.value === undefined) && (missing2 = "value"))){
validate365.errors = [{instancePath:instancePath+"/d/choices/" + i0,keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
const _errs12 = errors;
for(const key2 in data4){
if(!((key2 === "name") || (key2 === "value"))){
validate365.errors = [{instancePath:instancePath+"/d/choices/" + i0,keyword:"additionalProperties",params:{additionalProperty: key2}}];
return false;
break;
}
}
if(_errs12 === errors){
if(data4.name !== undefined){
let data5 = data4.name;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(func1(data5) > 100){
validate365.errors = [{instancePath:instancePath+"/d/choices/" + i0+"/name",keyword:"maxLength",params:{limit: 100}}];
return false;
}
else {
if(func1(data5) < 1){
validate365.errors = [{instancePath:instancePath+"/d/choices/" + i0+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate365.errors = [{instancePath:instancePath+"/d/choices/" + i0+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.value !== undefined){
let data6 = data4.value;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(func1(data6) > 100){
validate365.errors = [{instancePath:instancePath+"/d/choices/" + i0+"/value",keyword:"maxLength",params:{limit: 100}}];
return false;
}
}
else {
validate365.errors = [{instancePath:instancePath+"/d/choices/" + i0+"/value",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate365.errors = [{instancePath:instancePath+"/d/choices/" + i0,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate365.errors = [{instancePath:instancePath+"/d/choices",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate365.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate365.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate365.errors = vErrors;
return errors === 0;
}

export const StatsSubscribeFrame = /*#__PURE__*/ withMessages(validate367);

function validate367(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate367.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate367.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate367.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("stats.subscribe" !== data0){
validate367.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "stats.subscribe"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
const _errs6 = errors;
for(const key1 in data1){
if(!(key1 === "space_id")){
validate367.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.space_id !== undefined){
if(!(validate53(data1.space_id, {instancePath:instancePath+"/d/space_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
}
else {
validate367.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate367.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate367.errors = vErrors;
return errors === 0;
}

export const StatsUnsubscribeFrame = /*#__PURE__*/ withMessages(validate369);

function validate369(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate369.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate369.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate369.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("stats.unsubscribe" !== data0){
validate369.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "stats.unsubscribe"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
validate369.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
else {
validate369.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate369.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate369.errors = vErrors;
return errors === 0;
}

export const HelloFrame = /*#__PURE__*/ withMessages(validate370);

function validate370(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate370.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate370.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate370.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("hello" !== data0){
validate370.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "hello"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((((data1.heartbeat_interval_ms === undefined) && (missing1 = "heartbeat_interval_ms")) || ((data1.resume_window_ms === undefined) && (missing1 = "resume_window_ms"))) || ((data1.protocol_versions === undefined) && (missing1 = "protocol_versions"))) || ((data1.dpop_nonce === undefined) && (missing1 = "dpop_nonce"))) || ((data1.server_time === undefined) && (missing1 = "server_time"))) || ((data1.sync_epoch === undefined) && (missing1 = "sync_epoch"))){
validate370.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((((((key1 === "heartbeat_interval_ms") || (key1 === "resume_window_ms")) || (key1 === "protocol_versions")) || (key1 === "dpop_nonce")) || (key1 === "server_time")) || (key1 === "sync_epoch"))){
validate370.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.heartbeat_interval_ms !== undefined){
let data2 = data1.heartbeat_interval_ms;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate370.errors = [{instancePath:instancePath+"/d/heartbeat_interval_ms",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs7){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate370.errors = [{instancePath:instancePath+"/d/heartbeat_interval_ms",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.resume_window_ms !== undefined){
let data3 = data1.resume_window_ms;
const _errs9 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate370.errors = [{instancePath:instancePath+"/d/resume_window_ms",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate370.errors = [{instancePath:instancePath+"/d/resume_window_ms",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.protocol_versions !== undefined){
let data4 = data1.protocol_versions;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data4)){
if(data4.length < 1){
validate370.errors = [{instancePath:instancePath+"/d/protocol_versions",keyword:"minItems",params:{limit: 1}}];
return false;
}
else {
var valid2 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate370.errors = [{instancePath:instancePath+"/d/protocol_versions/" + i0,keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs13){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
validate370.errors = [{instancePath:instancePath+"/d/protocol_versions/" + i0,keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate370.errors = [{instancePath:instancePath+"/d/protocol_versions",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.dpop_nonce !== undefined){
let data6 = data1.dpop_nonce;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(func1(data6) < 1){
validate370.errors = [{instancePath:instancePath+"/d/dpop_nonce",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate370.errors = [{instancePath:instancePath+"/d/dpop_nonce",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.server_time !== undefined){
const _errs17 = errors;
if(!(validate58(data1.server_time, {instancePath:instancePath+"/d/server_time"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.sync_epoch !== undefined){
const _errs18 = errors;
if(!(validate54(data1.sync_epoch, {instancePath:instancePath+"/d/sync_epoch"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
else {
validate370.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate370.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate370.errors = vErrors;
return errors === 0;
}

export const ReadyFrame = /*#__PURE__*/ withMessages(validate373);
const schema119_45 = {"gateway_session_id":true,"principal":true,"device_id":true,"consumer":true,"permission_version":true,"head_seq":true,"sync_epoch":true,"snapshot":true,"snapshot_too_large":true};

function validate373(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate373.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate373.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate373.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("ready" !== data0){
validate373.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "ready"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((((data1.gateway_session_id === undefined) && (missing1 = "gateway_session_id")) || ((data1.principal === undefined) && (missing1 = "principal"))) || ((data1.permission_version === undefined) && (missing1 = "permission_version"))) || ((data1.head_seq === undefined) && (missing1 = "head_seq"))) || ((data1.sync_epoch === undefined) && (missing1 = "sync_epoch"))){
validate373.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(func3.call(schema119_45, key1))){
validate373.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.gateway_session_id !== undefined){
const _errs7 = errors;
if(!(validate53(data1.gateway_session_id, {instancePath:instancePath+"/d/gateway_session_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.principal !== undefined){
const _errs8 = errors;
if(!(validate60(data1.principal, {instancePath:instancePath+"/d/principal"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.device_id !== undefined){
const _errs9 = errors;
if(!(validate53(data1.device_id, {instancePath:instancePath+"/d/device_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.consumer !== undefined){
const _errs10 = errors;
if(typeof data1.consumer !== "string"){
validate373.errors = [{instancePath:instancePath+"/d/consumer",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.permission_version !== undefined){
let data6 = data1.permission_version;
const _errs12 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate373.errors = [{instancePath:instancePath+"/d/permission_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs12){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate373.errors = [{instancePath:instancePath+"/d/permission_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.head_seq !== undefined){
const _errs14 = errors;
if(!(validate56(data1.head_seq, {instancePath:instancePath+"/d/head_seq"}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.sync_epoch !== undefined){
const _errs15 = errors;
if(!(validate54(data1.sync_epoch, {instancePath:instancePath+"/d/sync_epoch"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.snapshot !== undefined){
const _errs16 = errors;
if(!(validate306(data1.snapshot, {instancePath:instancePath+"/d/snapshot"}))){
vErrors = vErrors === null ? validate306.errors : vErrors.concat(validate306.errors);
errors = vErrors.length;
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.snapshot_too_large !== undefined){
let data10 = data1.snapshot_too_large;
const _errs17 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate373.errors = [{instancePath:instancePath+"/d/snapshot_too_large",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs17){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
validate373.errors = [{instancePath:instancePath+"/d/snapshot_too_large",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate373.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate373.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate373.errors = vErrors;
return errors === 0;
}

export const ResumedFrame = /*#__PURE__*/ withMessages(validate380);

function validate380(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate380.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate380.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate380.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("resumed" !== data0){
validate380.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "resumed"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.gateway_session_id === undefined) && (missing1 = "gateway_session_id")) || ((data1.head_seq === undefined) && (missing1 = "head_seq"))) || ((data1.sync_epoch === undefined) && (missing1 = "sync_epoch"))){
validate380.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(((key1 === "gateway_session_id") || (key1 === "head_seq")) || (key1 === "sync_epoch"))){
validate380.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.gateway_session_id !== undefined){
const _errs7 = errors;
if(!(validate53(data1.gateway_session_id, {instancePath:instancePath+"/d/gateway_session_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.head_seq !== undefined){
const _errs8 = errors;
if(!(validate56(data1.head_seq, {instancePath:instancePath+"/d/head_seq"}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.sync_epoch !== undefined){
const _errs9 = errors;
if(!(validate54(data1.sync_epoch, {instancePath:instancePath+"/d/sync_epoch"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate380.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate380.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate380.errors = vErrors;
return errors === 0;
}

export const DispatchFrame = /*#__PURE__*/ withMessages(validate384);
const schema124_46 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true,"redelivered":true,"sync_epoch":true};

function validate388(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
const _errs1 = errors;
if(!(validate54(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seq !== undefined){
const _errs2 = errors;
if(!(validate55(data.seq, {instancePath:instancePath+"/seq"}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.occurred_at !== undefined){
const _errs3 = errors;
if(!(validate58(data.occurred_at, {instancePath:instancePath+"/occurred_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.actor !== undefined){
const _errs4 = errors;
if(!(validate71(data.actor, {instancePath:instancePath+"/actor"}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scope !== undefined){
const _errs5 = errors;
if(!(validate73(data.scope, {instancePath:instancePath+"/scope"}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.audience !== undefined){
let data5 = data.audience;
const _errs6 = errors;
if(typeof data5 !== "string"){
validate388.errors = [{instancePath:instancePath+"/audience",keyword:"type",params:{type: "string"}}];
return false;
}
if("self" !== data5){
validate388.errors = [{instancePath:instancePath+"/audience",keyword:"const",params:{allowedValue: "self"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.redacted !== undefined){
const _errs8 = errors;
if(typeof data.redacted !== "boolean"){
validate388.errors = [{instancePath:instancePath+"/redacted",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.truncated !== undefined){
const _errs10 = errors;
if(typeof data.truncated !== "boolean"){
validate388.errors = [{instancePath:instancePath+"/truncated",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.correlation_id !== undefined){
const _errs12 = errors;
if(!(validate53(data.correlation_id, {instancePath:instancePath+"/correlation_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trace_context !== undefined){
let data9 = data.trace_context;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data9 === "string"){
if(!pattern8.test(data9)){
validate388.errors = [{instancePath:instancePath+"/trace_context",keyword:"pattern",params:{pattern: "^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$"}}];
return false;
}
}
else {
validate388.errors = [{instancePath:instancePath+"/trace_context",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_msg_id !== undefined){
const _errs15 = errors;
if(!(validate54(data.client_msg_id, {instancePath:instancePath+"/client_msg_id"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.permission_version !== undefined){
let data11 = data.permission_version;
const _errs16 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate388.errors = [{instancePath:instancePath+"/permission_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs16){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
validate388.errors = [{instancePath:instancePath+"/permission_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.invocation_token !== undefined){
let data12 = data.invocation_token;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data12 === "string"){
if(func1(data12) < 1){
validate388.errors = [{instancePath:instancePath+"/invocation_token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate388.errors = [{instancePath:instancePath+"/invocation_token",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.redelivered !== undefined){
const _errs20 = errors;
if(typeof data.redelivered !== "boolean"){
validate388.errors = [{instancePath:instancePath+"/redelivered",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sync_epoch !== undefined){
const _errs22 = errors;
if(!(validate54(data.sync_epoch, {instancePath:instancePath+"/sync_epoch"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate388.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate388.errors = vErrors;
return errors === 0;
}


function validate387(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate387.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema124_46, key0))){
validate387.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate387.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate387.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))) || ((data2.version === undefined) && (missing1 = "version"))){
validate387.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((key1 === "kind") || (key1 === "id")) || (key1 === "version"))){
validate387.errors = [{instancePath:instancePath+"/resource",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate387.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate387.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate387.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.version !== undefined){
const _errs13 = errors;
if(!(validate57(data2.version, {instancePath:instancePath+"/resource/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate387.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate387.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate387.errors = vErrors;
return errors === 0;
}


function validate400(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate143(data, {instancePath}))){
vErrors = vErrors === null ? validate143.errors : vErrors.concat(validate143.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
let data0 = data.message;
const _errs2 = errors;
if(!(validate89(data0, {instancePath:instancePath+"/message"}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.deleted_at === undefined) && (missing0 = "deleted_at")){
validate400.errors = [{instancePath:instancePath+"/message",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data0.attachments !== undefined){
var valid3 = false;
validate400.errors = [{instancePath:instancePath+"/message/attachments",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.mention_ids !== undefined){
var valid3 = false;
validate400.errors = [{instancePath:instancePath+"/message/mention_ids",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.components !== undefined){
var valid3 = false;
validate400.errors = [{instancePath:instancePath+"/message/components",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.reactions !== undefined){
var valid3 = false;
validate400.errors = [{instancePath:instancePath+"/message/reactions",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.content_md !== undefined){
const _errs5 = errors;
if("" !== data0.content_md){
validate400.errors = [{instancePath:instancePath+"/message/content_md",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid3 = _errs5 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
else {
validate400.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
}
else {
validate400.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate400.errors = vErrors;
return errors === 0;
}


function validate386(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate400(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate400.errors : vErrors.concat(validate400.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate386.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate386.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("message.created" !== data2){
validate386.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "message.created"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate386.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate386.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate386.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate143(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate143.errors : vErrors.concat(validate143.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate386.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate386.errors = vErrors;
return errors === 0;
}


function validate407(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate145(data, {instancePath}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
let data0 = data.message;
const _errs2 = errors;
if(!(validate89(data0, {instancePath:instancePath+"/message"}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.deleted_at === undefined) && (missing0 = "deleted_at")){
validate407.errors = [{instancePath:instancePath+"/message",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data0.attachments !== undefined){
var valid3 = false;
validate407.errors = [{instancePath:instancePath+"/message/attachments",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.mention_ids !== undefined){
var valid3 = false;
validate407.errors = [{instancePath:instancePath+"/message/mention_ids",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.components !== undefined){
var valid3 = false;
validate407.errors = [{instancePath:instancePath+"/message/components",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.reactions !== undefined){
var valid3 = false;
validate407.errors = [{instancePath:instancePath+"/message/reactions",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.content_md !== undefined){
const _errs5 = errors;
if("" !== data0.content_md){
validate407.errors = [{instancePath:instancePath+"/message/content_md",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid3 = _errs5 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
else {
validate407.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
}
else {
validate407.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate407.errors = vErrors;
return errors === 0;
}


function validate405(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate407(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate407.errors : vErrors.concat(validate407.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate405.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate405.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("message.updated" !== data2){
validate405.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "message.updated"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate405.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate405.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate405.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate145(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate405.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate405.errors = vErrors;
return errors === 0;
}


function validate412(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate412.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("message.deleted" !== data0){
validate412.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "message.deleted"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate412.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("message" !== data2.kind){
validate412.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate412.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate147(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate412.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate412.errors = vErrors;
return errors === 0;
}

const schema131_47 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true,"redelivered":true,"sync_epoch":true};

function validate416(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate416.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema131_47, key0))){
validate416.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate416.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate416.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))){
validate416.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "kind") || (key1 === "id"))){
validate416.errors = [{instancePath:instancePath+"/resource",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate416.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate416.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate416.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate416.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate416.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate416.errors = vErrors;
return errors === 0;
}


function validate419(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate152(data, {instancePath}))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.emoji !== undefined){
const _errs2 = errors;
if("" !== data.emoji){
validate419.errors = [{instancePath:instancePath+"/emoji",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.count !== undefined){
const _errs3 = errors;
if(0 !== data.count){
validate419.errors = [{instancePath:instancePath+"/count",keyword:"const",params:{allowedValue: 0}}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
}
}
else {
validate419.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate419.errors = vErrors;
return errors === 0;
}


function validate415(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate416(data, {instancePath}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate419(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate419.errors : vErrors.concat(validate419.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate415.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate415.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("reaction.added" !== data2){
validate415.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "reaction.added"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate415.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate415.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate415.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate152(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate415.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate415.errors = vErrors;
return errors === 0;
}


function validate425(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate155(data, {instancePath}))){
vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.emoji !== undefined){
const _errs2 = errors;
if("" !== data.emoji){
validate425.errors = [{instancePath:instancePath+"/emoji",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.count !== undefined){
const _errs3 = errors;
if(0 !== data.count){
validate425.errors = [{instancePath:instancePath+"/count",keyword:"const",params:{allowedValue: 0}}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
}
}
else {
validate425.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate425.errors = vErrors;
return errors === 0;
}


function validate423(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate416(data, {instancePath}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate425(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate425.errors : vErrors.concat(validate425.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate423.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate423.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("reaction.removed" !== data2){
validate423.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "reaction.removed"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate423.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate423.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate423.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate155(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate423.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate423.errors = vErrors;
return errors === 0;
}


function validate429(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate416(data, {instancePath}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate429.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("pin.added" !== data0){
validate429.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "pin.added"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate429.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("message" !== data2.kind){
validate429.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate429.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate158(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate158.errors : vErrors.concat(validate158.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate429.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate429.errors = vErrors;
return errors === 0;
}


function validate432(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate416(data, {instancePath}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate432.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("pin.removed" !== data0){
validate432.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "pin.removed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate432.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("message" !== data2.kind){
validate432.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate432.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate161(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate432.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate432.errors = vErrors;
return errors === 0;
}

const schema138_48 = [];
const func0 = typeof func0_module === "function" ? func0_module : func0_module.default;

function validate437(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate163(data, {instancePath}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file !== undefined){
let data0 = data.file;
const _errs2 = errors;
if(!(validate109(data0, {instancePath:instancePath+"/file"}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.version !== undefined){
var valid3 = false;
validate437.errors = [{instancePath:instancePath+"/file/version",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.sha256 !== undefined){
var valid3 = false;
validate437.errors = [{instancePath:instancePath+"/file/sha256",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.message_id !== undefined){
var valid3 = false;
validate437.errors = [{instancePath:instancePath+"/file/message_id",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.original_name !== undefined){
const _errs5 = errors;
if("" !== data0.original_name){
validate437.errors = [{instancePath:instancePath+"/file/original_name",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid3 = _errs5 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.size_bytes !== undefined){
const _errs6 = errors;
if(0 !== data0.size_bytes){
validate437.errors = [{instancePath:instancePath+"/file/size_bytes",keyword:"const",params:{allowedValue: 0}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.mime_type !== undefined){
const _errs7 = errors;
if("application/octet-stream" !== data0.mime_type){
validate437.errors = [{instancePath:instancePath+"/file/mime_type",keyword:"const",params:{allowedValue: "application/octet-stream"}}];
return false;
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.thumbnails !== undefined){
const _errs8 = errors;
if(!func0(data0.thumbnails, schema138_48)){
validate437.errors = [{instancePath:instancePath+"/file/thumbnails",keyword:"const",params:{allowedValue: schema138_48}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
}
else {
validate437.errors = [{instancePath:instancePath+"/file",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
}
else {
validate437.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate437.errors = vErrors;
return errors === 0;
}


function validate435(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate437(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate437.errors : vErrors.concat(validate437.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate435.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate435.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("file.updated" !== data2){
validate435.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "file.updated"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate435.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("file" !== data4.kind){
validate435.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "file"}}];
return false;
}
}
}
else {
validate435.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate163(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate435.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate435.errors = vErrors;
return errors === 0;
}


function validate442(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate442.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.updated" !== data0){
validate442.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate442.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate442.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate442.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate165(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate165.errors : vErrors.concat(validate165.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate442.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate442.errors = vErrors;
return errors === 0;
}


function validate445(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate445.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.closed" !== data0){
validate445.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.closed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate445.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate445.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate445.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate167(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate167.errors : vErrors.concat(validate167.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate445.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate445.errors = vErrors;
return errors === 0;
}


function validate448(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate448.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.moved" !== data0){
validate448.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.moved"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate448.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate448.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate448.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate169(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate448.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate448.errors = vErrors;
return errors === 0;
}


function validate451(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate416(data, {instancePath}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate451.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.moved_out" !== data0){
validate451.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.moved_out"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate451.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate451.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate451.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate172(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate172.errors : vErrors.concat(validate172.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate451.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate451.errors = vErrors;
return errors === 0;
}


function validate454(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate454.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.created" !== data0){
validate454.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.created"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate454.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate454.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate454.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate175(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate175.errors : vErrors.concat(validate175.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate454.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate454.errors = vErrors;
return errors === 0;
}


function validate457(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate457.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.updated" !== data0){
validate457.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate457.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate457.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate457.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate177(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate457.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate457.errors = vErrors;
return errors === 0;
}


function validate460(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate460.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.archived" !== data0){
validate460.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.archived"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate460.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate460.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate460.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate179(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate179.errors : vErrors.concat(validate179.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate460.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate460.errors = vErrors;
return errors === 0;
}


function validate463(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate416(data, {instancePath}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate463.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.settings_changed" !== data0){
validate463.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.settings_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate463.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate463.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate463.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate181(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate463.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate463.errors = vErrors;
return errors === 0;
}


function validate466(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate466.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("space.archived" !== data0){
validate466.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "space.archived"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate466.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("space" !== data2.kind){
validate466.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "space"}}];
return false;
}
}
}
else {
validate466.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate183(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate183.errors : vErrors.concat(validate183.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate466.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate466.errors = vErrors;
return errors === 0;
}


function validate469(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate469.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("import.progress" !== data0){
validate469.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "import.progress"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate469.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("import" !== data2.kind){
validate469.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "import"}}];
return false;
}
}
}
else {
validate469.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate185(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate185.errors : vErrors.concat(validate185.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate469.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate469.errors = vErrors;
return errors === 0;
}


function validate472(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate472.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("run.state_changed" !== data0){
validate472.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "run.state_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate472.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate472.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate472.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate188(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate188.errors : vErrors.concat(validate188.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate472.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate472.errors = vErrors;
return errors === 0;
}

const schema151_49 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true,"redelivered":true,"sync_epoch":true};

function validate476(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.audience === undefined) && (missing0 = "audience"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate476.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema151_49, key0))){
validate476.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate476.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate476.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))){
validate476.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "kind") || (key1 === "id"))){
validate476.errors = [{instancePath:instancePath+"/resource",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate476.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate476.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate476.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate476.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate476.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate476.errors = vErrors;
return errors === 0;
}


function validate475(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate476(data, {instancePath}))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate475.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("run.cancel_requested" !== data0){
validate475.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "run.cancel_requested"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate475.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate475.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate475.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate193(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate475.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate475.errors = vErrors;
return errors === 0;
}

const schema153_50 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true,"invocation_token":true,"redelivered":true,"sync_epoch":true};

function validate481(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.audience === undefined) && (missing0 = "audience"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate481.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema153_50, key0))){
validate481.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate481.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate481.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))){
validate481.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "kind") || (key1 === "id"))){
validate481.errors = [{instancePath:instancePath+"/resource",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate481.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate481.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate481.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate481.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate481.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate481.errors = vErrors;
return errors === 0;
}


function validate480(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate481(data, {instancePath}))){
vErrors = vErrors === null ? validate481.errors : vErrors.concat(validate481.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate480.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.invocation" !== data0){
validate480.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.invocation"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate480.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate480.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate480.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate195(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate195.errors : vErrors.concat(validate195.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate480.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate480.errors = vErrors;
return errors === 0;
}


function validate485(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate481(data, {instancePath}))){
vErrors = vErrors === null ? validate481.errors : vErrors.concat(validate481.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate485.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.followup" !== data0){
validate485.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.followup"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate485.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate485.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate485.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate200(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate485.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate485.errors = vErrors;
return errors === 0;
}


function validate488(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate476(data, {instancePath}))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate488.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.config_changed" !== data0){
validate488.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.config_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate488.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate488.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate488.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate204(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate204.errors : vErrors.concat(validate204.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate488.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate488.errors = vErrors;
return errors === 0;
}


function validate491(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate491.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.updated" !== data0){
validate491.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate491.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("agent" !== data2.kind){
validate491.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "agent"}}];
return false;
}
}
}
else {
validate491.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate207(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate207.errors : vErrors.concat(validate207.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate491.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate491.errors = vErrors;
return errors === 0;
}


function validate494(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate416(data, {instancePath}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate494.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent_session.changed" !== data0){
validate494.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent_session.changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate494.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate494.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate494.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate209(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate209.errors : vErrors.concat(validate209.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate494.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate494.errors = vErrors;
return errors === 0;
}


function validate497(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate476(data, {instancePath}))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate497.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("command.invoked" !== data0){
validate497.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "command.invoked"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate497.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("command" !== data2.kind){
validate497.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "command"}}];
return false;
}
}
}
else {
validate497.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate213(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate497.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate497.errors = vErrors;
return errors === 0;
}

const schema160_51 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true,"invocation_token":true,"redelivered":true,"sync_epoch":true};

function validate501(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.audience === undefined) && (missing0 = "audience"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate501.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema160_51, key0))){
validate501.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate501.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate501.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))) || ((data2.version === undefined) && (missing1 = "version"))){
validate501.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((key1 === "kind") || (key1 === "id")) || (key1 === "version"))){
validate501.errors = [{instancePath:instancePath+"/resource",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate501.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate501.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate501.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.version !== undefined){
const _errs13 = errors;
if(!(validate57(data2.version, {instancePath:instancePath+"/resource/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate501.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate501.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate501.errors = vErrors;
return errors === 0;
}


function validate500(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate501(data, {instancePath}))){
vErrors = vErrors === null ? validate501.errors : vErrors.concat(validate501.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate500.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("interaction.created" !== data0){
validate500.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "interaction.created"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate500.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("interaction" !== data2.kind){
validate500.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "interaction"}}];
return false;
}
}
}
else {
validate500.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate220(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate500.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate500.errors = vErrors;
return errors === 0;
}

const schema162_52 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true,"redelivered":true,"sync_epoch":true};

function validate507(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.audience === undefined) && (missing0 = "audience"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate507.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema162_52, key0))){
validate507.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate507.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate507.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))) || ((data2.version === undefined) && (missing1 = "version"))){
validate507.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((key1 === "kind") || (key1 === "id")) || (key1 === "version"))){
validate507.errors = [{instancePath:instancePath+"/resource",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate507.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate507.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate507.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.version !== undefined){
const _errs13 = errors;
if(!(validate57(data2.version, {instancePath:instancePath+"/resource/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate507.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate507.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate507.errors = vErrors;
return errors === 0;
}


function validate506(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate507(data, {instancePath}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate506.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("interaction.discarded" !== data0){
validate506.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "interaction.discarded"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate506.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("interaction" !== data2.kind){
validate506.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "interaction"}}];
return false;
}
}
}
else {
validate506.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate227(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate227.errors : vErrors.concat(validate227.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate506.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate506.errors = vErrors;
return errors === 0;
}


function validate512(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate476(data, {instancePath}))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate512.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("access.changed" !== data0){
validate512.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "access.changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate512.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("principal" !== data2.kind){
validate512.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "principal"}}];
return false;
}
}
}
else {
validate512.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate232(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate232.errors : vErrors.concat(validate232.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate512.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate512.errors = vErrors;
return errors === 0;
}


function validate515(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate476(data, {instancePath}))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate515.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("access.expiring" !== data0){
validate515.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "access.expiring"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate515.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("grant" !== data2.kind){
validate515.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "grant"}}];
return false;
}
}
}
else {
validate515.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate236(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate515.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate515.errors = vErrors;
return errors === 0;
}


function validate518(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate476(data, {instancePath}))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate518.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("read_state.updated" !== data0){
validate518.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "read_state.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate518.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate518.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate518.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate240(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate240.errors : vErrors.concat(validate240.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate518.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate518.errors = vErrors;
return errors === 0;
}


function validate521(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate476(data, {instancePath}))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate521.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("sidebar.updated" !== data0){
validate521.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "sidebar.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate521.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("space" !== data2.kind){
validate521.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "space"}}];
return false;
}
}
}
else {
validate521.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate244(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate244.errors : vErrors.concat(validate244.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate521.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate521.errors = vErrors;
return errors === 0;
}


function validate524(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate507(data, {instancePath}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate524.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("draft.updated" !== data0){
validate524.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "draft.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate524.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("draft" !== data2.kind){
validate524.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "draft"}}];
return false;
}
}
}
else {
validate524.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate249(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate249.errors : vErrors.concat(validate249.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate524.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate524.errors = vErrors;
return errors === 0;
}


function validate527(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate507(data, {instancePath}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate527.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("draft.deleted" !== data0){
validate527.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "draft.deleted"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate527.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("draft" !== data2.kind){
validate527.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "draft"}}];
return false;
}
}
}
else {
validate527.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate254(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate254.errors : vErrors.concat(validate254.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate527.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate527.errors = vErrors;
return errors === 0;
}


function validate530(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate507(data, {instancePath}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate530.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("settings.updated" !== data0){
validate530.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "settings.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate530.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("setting" !== data2.kind){
validate530.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "setting"}}];
return false;
}
}
}
else {
validate530.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate258(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate258.errors : vErrors.concat(validate258.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate530.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate530.errors = vErrors;
return errors === 0;
}


function validate533(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate507(data, {instancePath}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate533.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("notification_pref.updated" !== data0){
validate533.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "notification_pref.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate533.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("notification_pref" !== data2.kind){
validate533.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "notification_pref"}}];
return false;
}
}
}
else {
validate533.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate262(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate533.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate533.errors = vErrors;
return errors === 0;
}


function validate536(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate507(data, {instancePath}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate536.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("quiet_hours.updated" !== data0){
validate536.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "quiet_hours.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate536.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("quiet_hours" !== data2.kind){
validate536.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "quiet_hours"}}];
return false;
}
}
}
else {
validate536.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate266(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate266.errors : vErrors.concat(validate266.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate536.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate536.errors = vErrors;
return errors === 0;
}


function validate539(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate539.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("host.updated" !== data0){
validate539.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "host.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate539.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("host" !== data2.kind){
validate539.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "host"}}];
return false;
}
}
}
else {
validate539.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate269(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate269.errors : vErrors.concat(validate269.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate539.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate539.errors = vErrors;
return errors === 0;
}


function validate542(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate507(data, {instancePath}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate542.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("terminal_session.changed" !== data0){
validate542.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "terminal_session.changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate542.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("terminal_session" !== data2.kind){
validate542.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "terminal_session"}}];
return false;
}
}
}
else {
validate542.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate272(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate272.errors : vErrors.concat(validate272.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate542.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate542.errors = vErrors;
return errors === 0;
}

const schema175_53 = {"id":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true};

function validate546(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))){
validate546.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema175_53, key0))){
validate546.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate546.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate546.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))){
validate546.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "kind") || (key1 === "id"))){
validate546.errors = [{instancePath:instancePath+"/resource",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate546.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate546.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate546.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate546.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate546.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate546.errors = vErrors;
return errors === 0;
}


function validate545(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate546(data, {instancePath}))){
vErrors = vErrors === null ? validate546.errors : vErrors.concat(validate546.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate545.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("typing.started" !== data0){
validate545.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "typing.started"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate545.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate545.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate545.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate276(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate276.errors : vErrors.concat(validate276.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate545.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate545.errors = vErrors;
return errors === 0;
}

const schema177_54 = {"id":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true};

function validate551(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))){
validate551.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema177_54, key0))){
validate551.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate551.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate551.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))) || ((data2.version === undefined) && (missing1 = "version"))){
validate551.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((key1 === "kind") || (key1 === "id")) || (key1 === "version"))){
validate551.errors = [{instancePath:instancePath+"/resource",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate551.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate551.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate551.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.version !== undefined){
const _errs13 = errors;
if(!(validate57(data2.version, {instancePath:instancePath+"/resource/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate551.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate551.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate551.errors = vErrors;
return errors === 0;
}


function validate550(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate551(data, {instancePath}))){
vErrors = vErrors === null ? validate551.errors : vErrors.concat(validate551.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate550.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("run.updated" !== data0){
validate550.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "run.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate550.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate550.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate550.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate280(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate280.errors : vErrors.concat(validate280.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate550.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate550.errors = vErrors;
return errors === 0;
}


function validate556(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate546(data, {instancePath}))){
vErrors = vErrors === null ? validate546.errors : vErrors.concat(validate546.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate556.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.presence_changed" !== data0){
validate556.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.presence_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate556.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("agent" !== data2.kind){
validate556.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "agent"}}];
return false;
}
}
}
else {
validate556.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate286(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate286.errors : vErrors.concat(validate286.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate556.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate556.errors = vErrors;
return errors === 0;
}

const schema180_55 = {"id":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true};

function validate560(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.audience === undefined) && (missing0 = "audience"))){
validate560.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema180_55, key0))){
validate560.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate560.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate560.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))){
validate560.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "kind") || (key1 === "id"))){
validate560.errors = [{instancePath:instancePath+"/resource",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate560.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate560.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate560.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate560.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate560.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate560.errors = vErrors;
return errors === 0;
}


function validate559(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate560(data, {instancePath}))){
vErrors = vErrors === null ? validate560.errors : vErrors.concat(validate560.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate559.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("notification.created" !== data0){
validate559.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "notification.created"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate559.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("notification" !== data2.kind){
validate559.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "notification"}}];
return false;
}
}
}
else {
validate559.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate288(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate288.errors : vErrors.concat(validate288.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate559.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate559.errors = vErrors;
return errors === 0;
}

const schema182_56 = {"id":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"invocation_token":true};

function validate565(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.audience === undefined) && (missing0 = "audience"))){
validate565.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema182_56, key0))){
validate565.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate565.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate565.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))){
validate565.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "kind") || (key1 === "id"))){
validate565.errors = [{instancePath:instancePath+"/resource",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate565.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate565.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate565.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate565.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate565.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate565.errors = vErrors;
return errors === 0;
}


function validate564(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate565(data, {instancePath}))){
vErrors = vErrors === null ? validate565.errors : vErrors.concat(validate565.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate564.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("command.autocomplete_requested" !== data0){
validate564.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "command.autocomplete_requested"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate564.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("command" !== data2.kind){
validate564.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "command"}}];
return false;
}
}
}
else {
validate564.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate293(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate293.errors : vErrors.concat(validate293.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate564.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate564.errors = vErrors;
return errors === 0;
}


function validate569(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate546(data, {instancePath}))){
vErrors = vErrors === null ? validate546.errors : vErrors.concat(validate546.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate569.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("host.presence_changed" !== data0){
validate569.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "host.presence_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate569.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("host" !== data2.kind){
validate569.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "host"}}];
return false;
}
}
}
else {
validate569.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate300(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate300.errors : vErrors.concat(validate300.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate569.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate569.errors = vErrors;
return errors === 0;
}


function validate572(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate560(data, {instancePath}))){
vErrors = vErrors === null ? validate560.errors : vErrors.concat(validate560.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate572.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("stats.live" !== data0){
validate572.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "stats.live"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate572.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("stats" !== data2.kind){
validate572.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "stats"}}];
return false;
}
}
}
else {
validate572.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate302(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate302.errors : vErrors.concat(validate302.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate572.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate572.errors = vErrors;
return errors === 0;
}


function validate385(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate385.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate385.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "message.created"){
if(!(validate386(data, {instancePath}))){
vErrors = vErrors === null ? validate386.errors : vErrors.concat(validate386.errors);
errors = vErrors.length;
}
}
else if(tag0 === "message.updated"){
if(!(validate405(data, {instancePath}))){
vErrors = vErrors === null ? validate405.errors : vErrors.concat(validate405.errors);
errors = vErrors.length;
}
}
else if(tag0 === "message.deleted"){
if(!(validate412(data, {instancePath}))){
vErrors = vErrors === null ? validate412.errors : vErrors.concat(validate412.errors);
errors = vErrors.length;
}
}
else if(tag0 === "reaction.added"){
if(!(validate415(data, {instancePath}))){
vErrors = vErrors === null ? validate415.errors : vErrors.concat(validate415.errors);
errors = vErrors.length;
}
}
else if(tag0 === "reaction.removed"){
if(!(validate423(data, {instancePath}))){
vErrors = vErrors === null ? validate423.errors : vErrors.concat(validate423.errors);
errors = vErrors.length;
}
}
else if(tag0 === "pin.added"){
if(!(validate429(data, {instancePath}))){
vErrors = vErrors === null ? validate429.errors : vErrors.concat(validate429.errors);
errors = vErrors.length;
}
}
else if(tag0 === "pin.removed"){
if(!(validate432(data, {instancePath}))){
vErrors = vErrors === null ? validate432.errors : vErrors.concat(validate432.errors);
errors = vErrors.length;
}
}
else if(tag0 === "file.updated"){
if(!(validate435(data, {instancePath}))){
vErrors = vErrors === null ? validate435.errors : vErrors.concat(validate435.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.updated"){
if(!(validate442(data, {instancePath}))){
vErrors = vErrors === null ? validate442.errors : vErrors.concat(validate442.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.closed"){
if(!(validate445(data, {instancePath}))){
vErrors = vErrors === null ? validate445.errors : vErrors.concat(validate445.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.moved"){
if(!(validate448(data, {instancePath}))){
vErrors = vErrors === null ? validate448.errors : vErrors.concat(validate448.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.moved_out"){
if(!(validate451(data, {instancePath}))){
vErrors = vErrors === null ? validate451.errors : vErrors.concat(validate451.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.created"){
if(!(validate454(data, {instancePath}))){
vErrors = vErrors === null ? validate454.errors : vErrors.concat(validate454.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.updated"){
if(!(validate457(data, {instancePath}))){
vErrors = vErrors === null ? validate457.errors : vErrors.concat(validate457.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.archived"){
if(!(validate460(data, {instancePath}))){
vErrors = vErrors === null ? validate460.errors : vErrors.concat(validate460.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.settings_changed"){
if(!(validate463(data, {instancePath}))){
vErrors = vErrors === null ? validate463.errors : vErrors.concat(validate463.errors);
errors = vErrors.length;
}
}
else if(tag0 === "space.archived"){
if(!(validate466(data, {instancePath}))){
vErrors = vErrors === null ? validate466.errors : vErrors.concat(validate466.errors);
errors = vErrors.length;
}
}
else if(tag0 === "import.progress"){
if(!(validate469(data, {instancePath}))){
vErrors = vErrors === null ? validate469.errors : vErrors.concat(validate469.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.state_changed"){
if(!(validate472(data, {instancePath}))){
vErrors = vErrors === null ? validate472.errors : vErrors.concat(validate472.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.cancel_requested"){
if(!(validate475(data, {instancePath}))){
vErrors = vErrors === null ? validate475.errors : vErrors.concat(validate475.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.invocation"){
if(!(validate480(data, {instancePath}))){
vErrors = vErrors === null ? validate480.errors : vErrors.concat(validate480.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.followup"){
if(!(validate485(data, {instancePath}))){
vErrors = vErrors === null ? validate485.errors : vErrors.concat(validate485.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.config_changed"){
if(!(validate488(data, {instancePath}))){
vErrors = vErrors === null ? validate488.errors : vErrors.concat(validate488.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.updated"){
if(!(validate491(data, {instancePath}))){
vErrors = vErrors === null ? validate491.errors : vErrors.concat(validate491.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent_session.changed"){
if(!(validate494(data, {instancePath}))){
vErrors = vErrors === null ? validate494.errors : vErrors.concat(validate494.errors);
errors = vErrors.length;
}
}
else if(tag0 === "command.invoked"){
if(!(validate497(data, {instancePath}))){
vErrors = vErrors === null ? validate497.errors : vErrors.concat(validate497.errors);
errors = vErrors.length;
}
}
else if(tag0 === "interaction.created"){
if(!(validate500(data, {instancePath}))){
vErrors = vErrors === null ? validate500.errors : vErrors.concat(validate500.errors);
errors = vErrors.length;
}
}
else if(tag0 === "interaction.discarded"){
if(!(validate506(data, {instancePath}))){
vErrors = vErrors === null ? validate506.errors : vErrors.concat(validate506.errors);
errors = vErrors.length;
}
}
else if(tag0 === "access.changed"){
if(!(validate512(data, {instancePath}))){
vErrors = vErrors === null ? validate512.errors : vErrors.concat(validate512.errors);
errors = vErrors.length;
}
}
else if(tag0 === "access.expiring"){
if(!(validate515(data, {instancePath}))){
vErrors = vErrors === null ? validate515.errors : vErrors.concat(validate515.errors);
errors = vErrors.length;
}
}
else if(tag0 === "read_state.updated"){
if(!(validate518(data, {instancePath}))){
vErrors = vErrors === null ? validate518.errors : vErrors.concat(validate518.errors);
errors = vErrors.length;
}
}
else if(tag0 === "sidebar.updated"){
if(!(validate521(data, {instancePath}))){
vErrors = vErrors === null ? validate521.errors : vErrors.concat(validate521.errors);
errors = vErrors.length;
}
}
else if(tag0 === "draft.updated"){
if(!(validate524(data, {instancePath}))){
vErrors = vErrors === null ? validate524.errors : vErrors.concat(validate524.errors);
errors = vErrors.length;
}
}
else if(tag0 === "draft.deleted"){
if(!(validate527(data, {instancePath}))){
vErrors = vErrors === null ? validate527.errors : vErrors.concat(validate527.errors);
errors = vErrors.length;
}
}
else if(tag0 === "settings.updated"){
if(!(validate530(data, {instancePath}))){
vErrors = vErrors === null ? validate530.errors : vErrors.concat(validate530.errors);
errors = vErrors.length;
}
}
else if(tag0 === "notification_pref.updated"){
if(!(validate533(data, {instancePath}))){
vErrors = vErrors === null ? validate533.errors : vErrors.concat(validate533.errors);
errors = vErrors.length;
}
}
else if(tag0 === "quiet_hours.updated"){
if(!(validate536(data, {instancePath}))){
vErrors = vErrors === null ? validate536.errors : vErrors.concat(validate536.errors);
errors = vErrors.length;
}
}
else if(tag0 === "host.updated"){
if(!(validate539(data, {instancePath}))){
vErrors = vErrors === null ? validate539.errors : vErrors.concat(validate539.errors);
errors = vErrors.length;
}
}
else if(tag0 === "terminal_session.changed"){
if(!(validate542(data, {instancePath}))){
vErrors = vErrors === null ? validate542.errors : vErrors.concat(validate542.errors);
errors = vErrors.length;
}
}
else if(tag0 === "typing.started"){
if(!(validate545(data, {instancePath}))){
vErrors = vErrors === null ? validate545.errors : vErrors.concat(validate545.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.updated"){
if(!(validate550(data, {instancePath}))){
vErrors = vErrors === null ? validate550.errors : vErrors.concat(validate550.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.presence_changed"){
if(!(validate556(data, {instancePath}))){
vErrors = vErrors === null ? validate556.errors : vErrors.concat(validate556.errors);
errors = vErrors.length;
}
}
else if(tag0 === "notification.created"){
if(!(validate559(data, {instancePath}))){
vErrors = vErrors === null ? validate559.errors : vErrors.concat(validate559.errors);
errors = vErrors.length;
}
}
else if(tag0 === "command.autocomplete_requested"){
if(!(validate564(data, {instancePath}))){
vErrors = vErrors === null ? validate564.errors : vErrors.concat(validate564.errors);
errors = vErrors.length;
}
}
else if(tag0 === "host.presence_changed"){
if(!(validate569(data, {instancePath}))){
vErrors = vErrors === null ? validate569.errors : vErrors.concat(validate569.errors);
errors = vErrors.length;
}
}
else if(tag0 === "stats.live"){
if(!(validate572(data, {instancePath}))){
vErrors = vErrors === null ? validate572.errors : vErrors.concat(validate572.errors);
errors = vErrors.length;
}
}
else {
validate385.errors = [{instancePath,keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate385.errors = [{instancePath,keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
}
}
else {
validate385.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate385.errors = vErrors;
return errors === 0;
}


function validate384(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate384.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate384.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate384.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("dispatch" !== data0){
validate384.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "dispatch"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
const _errs4 = errors;
if(!(validate385(data.d, {instancePath:instancePath+"/d"}))){
vErrors = vErrors === null ? validate385.errors : vErrors.concat(validate385.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate384.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate384.errors = vErrors;
return errors === 0;
}

export const CursorFrame = /*#__PURE__*/ withMessages(validate622);

function validate622(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate622.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate622.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate622.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("cursor" !== data0){
validate622.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "cursor"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.seq === undefined) && (missing1 = "seq")){
validate622.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(key1 === "seq")){
validate622.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.seq !== undefined){
if(!(validate56(data1.seq, {instancePath:instancePath+"/d/seq"}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate622.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate622.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate622.errors = vErrors;
return errors === 0;
}

export const CatchupCompleteFrame = /*#__PURE__*/ withMessages(validate624);

function validate624(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate624.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate624.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate624.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("catchup.complete" !== data0){
validate624.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "catchup.complete"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.head_seq === undefined) && (missing1 = "head_seq")){
validate624.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(key1 === "head_seq")){
validate624.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.head_seq !== undefined){
if(!(validate56(data1.head_seq, {instancePath:instancePath+"/d/head_seq"}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
}
}
}
else {
validate624.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate624.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate624.errors = vErrors;
return errors === 0;
}

export const ResyncReason = /*#__PURE__*/ withMessages(validate626);
const schema187_57 = ["epoch_changed","retention","too_far_behind","cursor_ahead","snapshot_too_large"];

function validate626(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate626.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data === "epoch_changed") || (data === "retention")) || (data === "too_far_behind")) || (data === "cursor_ahead")) || (data === "snapshot_too_large"))){
validate626.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema187_57}}];
return false;
}
validate626.errors = vErrors;
return errors === 0;
}

export const ResyncRequiredFrame = /*#__PURE__*/ withMessages(validate627);

function validate627(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate627.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate627.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate627.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("resync_required" !== data0){
validate627.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "resync_required"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((((data1.reason === undefined) && (missing1 = "reason")) || ((data1.head_seq === undefined) && (missing1 = "head_seq"))) || ((data1.sync_epoch === undefined) && (missing1 = "sync_epoch"))){
validate627.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(((key1 === "reason") || (key1 === "head_seq")) || (key1 === "sync_epoch"))){
validate627.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.reason !== undefined){
const _errs7 = errors;
if(!(validate626(data1.reason, {instancePath:instancePath+"/d/reason"}))){
vErrors = vErrors === null ? validate626.errors : vErrors.concat(validate626.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.head_seq !== undefined){
const _errs8 = errors;
if(!(validate56(data1.head_seq, {instancePath:instancePath+"/d/head_seq"}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.sync_epoch !== undefined){
const _errs9 = errors;
if(!(validate54(data1.sync_epoch, {instancePath:instancePath+"/d/sync_epoch"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate627.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate627.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate627.errors = vErrors;
return errors === 0;
}

export const HeartbeatAckFrame = /*#__PURE__*/ withMessages(validate631);

function validate631(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate631.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate631.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate631.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("heartbeat_ack" !== data0){
validate631.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "heartbeat_ack"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
validate631.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
else {
validate631.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate631.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate631.errors = vErrors;
return errors === 0;
}

export const RunUpdateAckFrame = /*#__PURE__*/ withMessages(validate632);

function validate632(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate632.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate632.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate632.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("run.update_ack" !== data0){
validate632.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "run.update_ack"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.run_id === undefined) && (missing1 = "run_id")) || ((data1.version === undefined) && (missing1 = "version"))){
validate632.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((key1 === "run_id") || (key1 === "version"))){
validate632.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.run_id !== undefined){
const _errs7 = errors;
if(!(validate53(data1.run_id, {instancePath:instancePath+"/d/run_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.version !== undefined){
let data3 = data1.version;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate632.errors = [{instancePath:instancePath+"/d/version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate632.errors = [{instancePath:instancePath+"/d/version",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate632.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate632.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate632.errors = vErrors;
return errors === 0;
}

export const ReauthRequiredFrame = /*#__PURE__*/ withMessages(validate634);

function validate634(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate634.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate634.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate634.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("reauth_required" !== data0){
validate634.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "reauth_required"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.expires_at === undefined) && (missing1 = "expires_at")) || ((data1.dpop_nonce === undefined) && (missing1 = "dpop_nonce"))){
validate634.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((key1 === "expires_at") || (key1 === "dpop_nonce"))){
validate634.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.expires_at !== undefined){
const _errs7 = errors;
if(!(validate58(data1.expires_at, {instancePath:instancePath+"/d/expires_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.dpop_nonce !== undefined){
let data3 = data1.dpop_nonce;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func1(data3) < 1){
validate634.errors = [{instancePath:instancePath+"/d/dpop_nonce",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate634.errors = [{instancePath:instancePath+"/d/dpop_nonce",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate634.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate634.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate634.errors = vErrors;
return errors === 0;
}

export const ErrorFrame = /*#__PURE__*/ withMessages(validate636);
const schema193_58 = ["validation_failed","authentication_failed","use_dpop_nonce","token_expired","revoked","forbidden","device_pending","invocation_token_invalid","not_found","request_timeout","request_in_progress","base_version_conflict","already_started","run_not_active","billing_mode_mismatch","tool_class_mismatch","run_active_other_agent","subscription_exists","subscription_limit_reached","autocomplete_closed","last_owner","message_deleted","resync_required","version_conflict","payload_too_large","unsupported_media_type","expectation_failed","idempotency_key_reuse","precondition_required","rate_limited","internal_error","service_unavailable"];

function validate637(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate637.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((((((((((((((((((((((((((((data === "validation_failed") || (data === "authentication_failed")) || (data === "use_dpop_nonce")) || (data === "token_expired")) || (data === "revoked")) || (data === "forbidden")) || (data === "device_pending")) || (data === "invocation_token_invalid")) || (data === "not_found")) || (data === "request_timeout")) || (data === "request_in_progress")) || (data === "base_version_conflict")) || (data === "already_started")) || (data === "run_not_active")) || (data === "billing_mode_mismatch")) || (data === "tool_class_mismatch")) || (data === "run_active_other_agent")) || (data === "subscription_exists")) || (data === "subscription_limit_reached")) || (data === "autocomplete_closed")) || (data === "last_owner")) || (data === "message_deleted")) || (data === "resync_required")) || (data === "version_conflict")) || (data === "payload_too_large")) || (data === "unsupported_media_type")) || (data === "expectation_failed")) || (data === "idempotency_key_reuse")) || (data === "precondition_required")) || (data === "rate_limited")) || (data === "internal_error")) || (data === "service_unavailable"))){
validate637.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema193_58}}];
return false;
}
validate637.errors = vErrors;
return errors === 0;
}


function validate636(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.d === undefined) && (missing0 = "d"))){
validate636.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "d"))){
validate636.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate636.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
if("error" !== data0){
validate636.errors = [{instancePath:instancePath+"/op",keyword:"const",params:{allowedValue: "error"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.d !== undefined){
let data1 = data.d;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.code === undefined) && (missing1 = "code")) || ((data1.op === undefined) && (missing1 = "op"))){
validate636.errors = [{instancePath:instancePath+"/d",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((((((((key1 === "code") || (key1 === "op")) || (key1 === "detail")) || (key1 === "retry_after_ms")) || (key1 === "current")) || (key1 === "current_too_large")) || (key1 === "run_id")) || (key1 === "reason"))){
validate636.errors = [{instancePath:instancePath+"/d",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.code !== undefined){
const _errs7 = errors;
if(!(validate637(data1.code, {instancePath:instancePath+"/d/code"}))){
vErrors = vErrors === null ? validate637.errors : vErrors.concat(validate637.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.op !== undefined){
const _errs8 = errors;
if(typeof data1.op !== "string"){
validate636.errors = [{instancePath:instancePath+"/d/op",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.detail !== undefined){
const _errs10 = errors;
if(typeof data1.detail !== "string"){
validate636.errors = [{instancePath:instancePath+"/d/detail",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.retry_after_ms !== undefined){
let data5 = data1.retry_after_ms;
const _errs12 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate636.errors = [{instancePath:instancePath+"/d/retry_after_ms",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate636.errors = [{instancePath:instancePath+"/d/retry_after_ms",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.current !== undefined){
const _errs14 = errors;
if(!(validate137(data1.current, {instancePath:instancePath+"/d/current"}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.current_too_large !== undefined){
let data7 = data1.current_too_large;
const _errs15 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate636.errors = [{instancePath:instancePath+"/d/current_too_large",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs15){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
validate636.errors = [{instancePath:instancePath+"/d/current_too_large",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.run_id !== undefined){
const _errs17 = errors;
if(!(validate53(data1.run_id, {instancePath:instancePath+"/d/run_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.reason !== undefined){
const _errs18 = errors;
if(typeof data1.reason !== "string"){
validate636.errors = [{instancePath:instancePath+"/d/reason",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate636.errors = [{instancePath:instancePath+"/d",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate636.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate636.errors = vErrors;
return errors === 0;
}

export const RecordingDirection = /*#__PURE__*/ withMessages(validate641);
const schema194_59 = ["client","server"];

function validate641(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate641.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "client") || (data === "server"))){
validate641.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema194_59}}];
return false;
}
validate641.errors = vErrors;
return errors === 0;
}

export const RecordingTransport = /*#__PURE__*/ withMessages(validate642);
const schema195_60 = ["gateway","webhook"];

function validate642(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate642.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data === "gateway") || (data === "webhook"))){
validate642.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema195_60}}];
return false;
}
validate642.errors = vErrors;
return errors === 0;
}

export const RecordedClose = /*#__PURE__*/ withMessages(validate643);

function validate643(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.code === undefined) && (missing0 = "code")) || ((data.reason === undefined) && (missing0 = "reason"))){
validate643.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "code") || (key0 === "reason"))){
validate643.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate643.errors = [{instancePath:instancePath+"/code",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs4 = errors;
if(typeof data.reason !== "string"){
validate643.errors = [{instancePath:instancePath+"/reason",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate643.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate643.errors = vErrors;
return errors === 0;
}

export const RecordedFrame = /*#__PURE__*/ withMessages(validate644);

function validate644(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.t === undefined) && (missing0 = "t")) || ((data.conn === undefined) && (missing0 = "conn"))) || ((data.from === undefined) && (missing0 = "from"))){
validate644.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "t") || (key0 === "conn")) || (key0 === "from")) || (key0 === "transport")) || (key0 === "frame")) || (key0 === "close")) || (key0 === "unparsed"))){
validate644.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.t !== undefined){
let data0 = data.t;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats4(data0))){
validate644.errors = [{instancePath:instancePath+"/t",keyword:"format",params:{format: "date-time"}}];
return false;
}
}
else {
validate644.errors = [{instancePath:instancePath+"/t",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.conn !== undefined){
let data1 = data.conn;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate644.errors = [{instancePath:instancePath+"/conn",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate644.errors = [{instancePath:instancePath+"/conn",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
const _errs6 = errors;
if(!(validate641(data.from, {instancePath:instancePath+"/from"}))){
vErrors = vErrors === null ? validate641.errors : vErrors.concat(validate641.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transport !== undefined){
const _errs7 = errors;
if(!(validate642(data.transport, {instancePath:instancePath+"/transport"}))){
vErrors = vErrors === null ? validate642.errors : vErrors.concat(validate642.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.close !== undefined){
const _errs8 = errors;
if(!(validate643(data.close, {instancePath:instancePath+"/close"}))){
vErrors = vErrors === null ? validate643.errors : vErrors.concat(validate643.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unparsed !== undefined){
let data5 = data.unparsed;
const _errs9 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate644.errors = [{instancePath:instancePath+"/unparsed",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs9){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate644.errors = [{instancePath:instancePath+"/unparsed",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate644.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate644.errors = vErrors;
return errors === 0;
}

export const Command = /*#__PURE__*/ withMessages(validate648);
const schema198_61 = ["agent","app"];

function validate648(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.owner === undefined) && (missing0 = "owner")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.control === undefined) && (missing0 = "control"))) || ((data.options === undefined) && (missing0 = "options"))){
validate648.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "owner") || (key0 === "name")) || (key0 === "control")) || (key0 === "options"))){
validate648.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.owner !== undefined){
let data0 = data.owner;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((data0.kind === undefined) && (missing1 = "kind")) || ((data0.id === undefined) && (missing1 = "id"))){
validate648.errors = [{instancePath:instancePath+"/owner",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs4 = errors;
for(const key1 in data0){
if(!((key1 === "kind") || (key1 === "id"))){
validate648.errors = [{instancePath:instancePath+"/owner",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs4 === errors){
if(data0.kind !== undefined){
let data1 = data0.kind;
const _errs5 = errors;
if(typeof data1 !== "string"){
validate648.errors = [{instancePath:instancePath+"/owner/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data1 === "agent") || (data1 === "app"))){
validate648.errors = [{instancePath:instancePath+"/owner/kind",keyword:"enum",params:{allowedValues: schema198_61}}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.id !== undefined){
const _errs7 = errors;
if(!(validate53(data0.id, {instancePath:instancePath+"/owner/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate648.errors = [{instancePath:instancePath+"/owner",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data3 = data.name;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func1(data3) > 64){
validate648.errors = [{instancePath:instancePath+"/name",keyword:"maxLength",params:{limit: 64}}];
return false;
}
else {
if(func1(data3) < 1){
validate648.errors = [{instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate648.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.control !== undefined){
const _errs10 = errors;
if(typeof data.control !== "boolean"){
validate648.errors = [{instancePath:instancePath+"/control",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.options !== undefined){
let data5 = data.options;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
var valid2 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing2;
if(((data6.name === undefined) && (missing2 = "name")) || ((data6.autocomplete === undefined) && (missing2 = "autocomplete"))){
validate648.errors = [{instancePath:instancePath+"/options/" + i0,keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
const _errs16 = errors;
for(const key2 in data6){
if(!((key2 === "name") || (key2 === "autocomplete"))){
validate648.errors = [{instancePath:instancePath+"/options/" + i0,keyword:"additionalProperties",params:{additionalProperty: key2}}];
return false;
break;
}
}
if(_errs16 === errors){
if(data6.name !== undefined){
let data7 = data6.name;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(func1(data7) > 64){
validate648.errors = [{instancePath:instancePath+"/options/" + i0+"/name",keyword:"maxLength",params:{limit: 64}}];
return false;
}
else {
if(func1(data7) < 1){
validate648.errors = [{instancePath:instancePath+"/options/" + i0+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate648.errors = [{instancePath:instancePath+"/options/" + i0+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.autocomplete !== undefined){
const _errs19 = errors;
if(typeof data6.autocomplete !== "boolean"){
validate648.errors = [{instancePath:instancePath+"/options/" + i0+"/autocomplete",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid3 = _errs19 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate648.errors = [{instancePath:instancePath+"/options/" + i0,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid2 = _errs14 === errors;
if(!valid2){
break;
}
}
}
else {
validate648.errors = [{instancePath:instancePath+"/options",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate648.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate648.errors = vErrors;
return errors === 0;
}

export const AgentCommandsDeclaration = /*#__PURE__*/ withMessages(validate650);

function validate650(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.commands === undefined) && (missing0 = "commands")){
validate650.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "commands")){
validate650.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.commands !== undefined){
let data0 = data.commands;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
if(data0.length > 100){
validate650.errors = [{instancePath:instancePath+"/commands",keyword:"maxItems",params:{limit: 100}}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.name === undefined) && (missing1 = "name")){
validate650.errors = [{instancePath:instancePath+"/commands/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((((key1 === "name") || (key1 === "control")) || (key1 === "description")) || (key1 === "options"))){
validate650.errors = [{instancePath:instancePath+"/commands/" + i0,keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.name !== undefined){
let data2 = data1.name;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func1(data2) > 64){
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/name",keyword:"maxLength",params:{limit: 64}}];
return false;
}
else {
if(func1(data2) < 1){
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.control !== undefined){
const _errs9 = errors;
if(typeof data1.control !== "boolean"){
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/control",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.description !== undefined){
let data4 = data1.description;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) > 200){
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/description",keyword:"maxLength",params:{limit: 200}}];
return false;
}
}
else {
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/description",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.options !== undefined){
let data5 = data1.options;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data5)){
if(data5.length > 25){
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/options",keyword:"maxItems",params:{limit: 25}}];
return false;
}
else {
var valid3 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
const _errs15 = errors;
if(errors === _errs15){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing2;
if(((data6.name === undefined) && (missing2 = "name")) || ((data6.autocomplete === undefined) && (missing2 = "autocomplete"))){
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/options/" + i1,keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
const _errs17 = errors;
for(const key2 in data6){
if(!((key2 === "name") || (key2 === "autocomplete"))){
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/options/" + i1,keyword:"additionalProperties",params:{additionalProperty: key2}}];
return false;
break;
}
}
if(_errs17 === errors){
if(data6.name !== undefined){
let data7 = data6.name;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data7 === "string"){
if(func1(data7) > 64){
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/options/" + i1+"/name",keyword:"maxLength",params:{limit: 64}}];
return false;
}
else {
if(func1(data7) < 1){
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/options/" + i1+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/options/" + i1+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data6.autocomplete !== undefined){
const _errs20 = errors;
if(typeof data6.autocomplete !== "boolean"){
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/options/" + i1+"/autocomplete",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/options/" + i1,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs15 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate650.errors = [{instancePath:instancePath+"/commands/" + i0+"/options",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
validate650.errors = [{instancePath:instancePath+"/commands/" + i0,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate650.errors = [{instancePath:instancePath+"/commands",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
}
else {
validate650.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate650.errors = vErrors;
return errors === 0;
}

export const CommandAutocompleteRequest = /*#__PURE__*/ withMessages(validate651);

function validate651(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.command === undefined) && (missing0 = "command"))) || ((data.option === undefined) && (missing0 = "option"))) || ((data.value === undefined) && (missing0 = "value"))) || ((data.channel_id === undefined) && (missing0 = "channel_id"))){
validate651.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "agent_id") || (key0 === "command")) || (key0 === "option")) || (key0 === "value")) || (key0 === "channel_id")) || (key0 === "thread_id")) || (key0 === "options"))){
validate651.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.agent_id, {instancePath:instancePath+"/agent_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
let data1 = data.command;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) > 64){
validate651.errors = [{instancePath:instancePath+"/command",keyword:"maxLength",params:{limit: 64}}];
return false;
}
else {
if(func1(data1) < 1){
validate651.errors = [{instancePath:instancePath+"/command",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate651.errors = [{instancePath:instancePath+"/command",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.option !== undefined){
let data2 = data.option;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func1(data2) > 64){
validate651.errors = [{instancePath:instancePath+"/option",keyword:"maxLength",params:{limit: 64}}];
return false;
}
else {
if(func1(data2) < 1){
validate651.errors = [{instancePath:instancePath+"/option",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate651.errors = [{instancePath:instancePath+"/option",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
let data3 = data.value;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func1(data3) > 100){
validate651.errors = [{instancePath:instancePath+"/value",keyword:"maxLength",params:{limit: 100}}];
return false;
}
}
else {
validate651.errors = [{instancePath:instancePath+"/value",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs9 = errors;
if(!(validate53(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs10 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.options !== undefined){
let data6 = data.options;
const _errs11 = errors;
if(errors === _errs11){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
const _errs14 = errors;
if(!(validate65(data6[key1], {instancePath:instancePath+"/options/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid1 = _errs14 === errors;
if(!valid1){
break;
}
}
}
else {
validate651.errors = [{instancePath:instancePath+"/options",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate651.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate651.errors = vErrors;
return errors === 0;
}

export const CommandAutocompleteChoices = /*#__PURE__*/ withMessages(validate656);

function validate656(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.choices === undefined) && (missing0 = "choices")){
validate656.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "choices")){
validate656.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.choices !== undefined){
let data0 = data.choices;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.name === undefined) && (missing1 = "name")) || ((data1.value === undefined) && (missing1 = "value"))){
validate656.errors = [{instancePath:instancePath+"/choices/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((key1 === "name") || (key1 === "value"))){
validate656.errors = [{instancePath:instancePath+"/choices/" + i0,keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.name !== undefined){
let data2 = data1.name;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func1(data2) > 100){
validate656.errors = [{instancePath:instancePath+"/choices/" + i0+"/name",keyword:"maxLength",params:{limit: 100}}];
return false;
}
else {
if(func1(data2) < 1){
validate656.errors = [{instancePath:instancePath+"/choices/" + i0+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate656.errors = [{instancePath:instancePath+"/choices/" + i0+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.value !== undefined){
let data3 = data1.value;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func1(data3) > 100){
validate656.errors = [{instancePath:instancePath+"/choices/" + i0+"/value",keyword:"maxLength",params:{limit: 100}}];
return false;
}
}
else {
validate656.errors = [{instancePath:instancePath+"/choices/" + i0+"/value",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate656.errors = [{instancePath:instancePath+"/choices/" + i0,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate656.errors = [{instancePath:instancePath+"/choices",keyword:"type",params:{type: "array"}}];
return false;
}
}
}
}
}
}
else {
validate656.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate656.errors = vErrors;
return errors === 0;
}

export const ProblemCode = /*#__PURE__*/ withMessages(validate657);

function validate657(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate657.errors = [{instancePath,keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((((((((((((((((((((((((((((((data === "validation_failed") || (data === "authentication_failed")) || (data === "use_dpop_nonce")) || (data === "token_expired")) || (data === "revoked")) || (data === "forbidden")) || (data === "device_pending")) || (data === "invocation_token_invalid")) || (data === "not_found")) || (data === "request_timeout")) || (data === "request_in_progress")) || (data === "base_version_conflict")) || (data === "already_started")) || (data === "run_not_active")) || (data === "billing_mode_mismatch")) || (data === "tool_class_mismatch")) || (data === "run_active_other_agent")) || (data === "subscription_exists")) || (data === "subscription_limit_reached")) || (data === "autocomplete_closed")) || (data === "last_owner")) || (data === "message_deleted")) || (data === "resync_required")) || (data === "version_conflict")) || (data === "payload_too_large")) || (data === "unsupported_media_type")) || (data === "expectation_failed")) || (data === "idempotency_key_reuse")) || (data === "precondition_required")) || (data === "rate_limited")) || (data === "internal_error")) || (data === "service_unavailable"))){
validate657.errors = [{instancePath,keyword:"enum",params:{allowedValues: schema193_58}}];
return false;
}
validate657.errors = vErrors;
return errors === 0;
}

export const Problem = /*#__PURE__*/ withMessages(validate658);

function validate658(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.type === undefined) && (missing0 = "type")) || ((data.title === undefined) && (missing0 = "title"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.code === undefined) && (missing0 = "code"))){
validate658.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs1 = errors;
if(typeof data.type !== "string"){
validate658.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs3 = errors;
if(typeof data.title !== "string"){
validate658.errors = [{instancePath:instancePath+"/title",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data2 = data.status;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate658.errors = [{instancePath:instancePath+"/status",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 599 || isNaN(data2)){
validate658.errors = [{instancePath:instancePath+"/status",keyword:"maximum",params:{comparison: "<=", limit: 599}}];
return false;
}
else {
if(data2 < 400 || isNaN(data2)){
validate658.errors = [{instancePath:instancePath+"/status",keyword:"minimum",params:{comparison: ">=", limit: 400}}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detail !== undefined){
const _errs7 = errors;
if(typeof data.detail !== "string"){
validate658.errors = [{instancePath:instancePath+"/detail",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.instance !== undefined){
const _errs9 = errors;
if(typeof data.instance !== "string"){
validate658.errors = [{instancePath:instancePath+"/instance",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
const _errs11 = errors;
if(!(validate637(data.code, {instancePath:instancePath+"/code"}))){
vErrors = vErrors === null ? validate637.errors : vErrors.concat(validate637.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.errors !== undefined){
let data6 = data.errors;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs14 = errors;
if(errors === _errs14){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing1;
if(((data7.pointer === undefined) && (missing1 = "pointer")) || ((data7.message === undefined) && (missing1 = "message"))){
validate658.errors = [{instancePath:instancePath+"/errors/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs16 = errors;
for(const key0 in data7){
if(!((key0 === "pointer") || (key0 === "message"))){
validate658.errors = [{instancePath:instancePath+"/errors/" + i0,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs16 === errors){
if(data7.pointer !== undefined){
const _errs17 = errors;
if(typeof data7.pointer !== "string"){
validate658.errors = [{instancePath:instancePath+"/errors/" + i0+"/pointer",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data7.message !== undefined){
const _errs19 = errors;
if(typeof data7.message !== "string"){
validate658.errors = [{instancePath:instancePath+"/errors/" + i0+"/message",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate658.errors = [{instancePath:instancePath+"/errors/" + i0,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs14 === errors;
if(!valid1){
break;
}
}
}
else {
validate658.errors = [{instancePath:instancePath+"/errors",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.retry_after_ms !== undefined){
let data10 = data.retry_after_ms;
const _errs21 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate658.errors = [{instancePath:instancePath+"/retry_after_ms",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs21){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate658.errors = [{instancePath:instancePath+"/retry_after_ms",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate658.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate658.errors = vErrors;
return errors === 0;
}

export const ResyncProblem = /*#__PURE__*/ withMessages(validate660);

function validate660(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate658(data, {instancePath}))){
vErrors = vErrors === null ? validate658.errors : vErrors.concat(validate658.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.reason === undefined) && (missing0 = "reason")) || ((data.head_seq === undefined) && (missing0 = "head_seq"))) || ((data.sync_epoch === undefined) && (missing0 = "sync_epoch"))){
validate660.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs3 = errors;
if(typeof data0 !== "string"){
validate660.errors = [{instancePath:instancePath+"/code",keyword:"type",params:{type: "string"}}];
return false;
}
if("resync_required" !== data0){
validate660.errors = [{instancePath:instancePath+"/code",keyword:"const",params:{allowedValue: "resync_required"}}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.reason !== undefined){
const _errs5 = errors;
if(!(validate626(data.reason, {instancePath:instancePath+"/reason"}))){
vErrors = vErrors === null ? validate626.errors : vErrors.concat(validate626.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.head_seq !== undefined){
const _errs6 = errors;
if(!(validate56(data.head_seq, {instancePath:instancePath+"/head_seq"}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.sync_epoch !== undefined){
const _errs7 = errors;
if(!(validate54(data.sync_epoch, {instancePath:instancePath+"/sync_epoch"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate660.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate660.errors = vErrors;
return errors === 0;
}

export const VersionConflictProblem = /*#__PURE__*/ withMessages(validate665);

function validate665(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate658(data, {instancePath}))){
vErrors = vErrors === null ? validate658.errors : vErrors.concat(validate658.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.current === undefined) && (missing0 = "current")){
validate665.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs3 = errors;
if(typeof data0 !== "string"){
validate665.errors = [{instancePath:instancePath+"/code",keyword:"type",params:{type: "string"}}];
return false;
}
if("version_conflict" !== data0){
validate665.errors = [{instancePath:instancePath+"/code",keyword:"const",params:{allowedValue: "version_conflict"}}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.current !== undefined){
const _errs5 = errors;
if(!(validate89(data.current, {instancePath:instancePath+"/current"}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate665.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate665.errors = vErrors;
return errors === 0;
}

export const SubscriptionExistsProblem = /*#__PURE__*/ withMessages(validate668);

function validate668(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate658(data, {instancePath}))){
vErrors = vErrors === null ? validate658.errors : vErrors.concat(validate658.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.subscription_id === undefined) && (missing0 = "subscription_id")){
validate668.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs3 = errors;
if(typeof data0 !== "string"){
validate668.errors = [{instancePath:instancePath+"/code",keyword:"type",params:{type: "string"}}];
return false;
}
if("subscription_exists" !== data0){
validate668.errors = [{instancePath:instancePath+"/code",keyword:"const",params:{allowedValue: "subscription_exists"}}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.subscription_id !== undefined){
const _errs5 = errors;
if(!(validate53(data.subscription_id, {instancePath:instancePath+"/subscription_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate668.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate668.errors = vErrors;
return errors === 0;
}

export const SubscriptionLimitProblem = /*#__PURE__*/ withMessages(validate671);

function validate671(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate658(data, {instancePath}))){
vErrors = vErrors === null ? validate658.errors : vErrors.concat(validate658.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.limit === undefined) && (missing0 = "limit")){
validate671.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs3 = errors;
if(typeof data0 !== "string"){
validate671.errors = [{instancePath:instancePath+"/code",keyword:"type",params:{type: "string"}}];
return false;
}
if("subscription_limit_reached" !== data0){
validate671.errors = [{instancePath:instancePath+"/code",keyword:"const",params:{allowedValue: "subscription_limit_reached"}}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.limit !== undefined){
let data1 = data.limit;
const _errs5 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate671.errors = [{instancePath:instancePath+"/limit",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs5){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate671.errors = [{instancePath:instancePath+"/limit",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate671.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate671.errors = vErrors;
return errors === 0;
}

export const BaseVersionConflictProblem = /*#__PURE__*/ withMessages(validate673);

function validate673(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate658(data, {instancePath}))){
vErrors = vErrors === null ? validate658.errors : vErrors.concat(validate658.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.current === undefined) && (missing0 = "current")){
validate673.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs3 = errors;
if(typeof data0 !== "string"){
validate673.errors = [{instancePath:instancePath+"/code",keyword:"type",params:{type: "string"}}];
return false;
}
if("base_version_conflict" !== data0){
validate673.errors = [{instancePath:instancePath+"/code",keyword:"const",params:{allowedValue: "base_version_conflict"}}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.current !== undefined){
const _errs5 = errors;
if(!(validate137(data.current, {instancePath:instancePath+"/current"}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate673.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate673.errors = vErrors;
return errors === 0;
}

export const InvocationTokenProblem = /*#__PURE__*/ withMessages(validate676);
const schema209_62 = [{"$ref":"#/$defs/Problem"},{"type":"object","required":["reason"],"properties":{"code":{"type":"string","const":"invocation_token_invalid"},"reason":{"type":"string","enum":["expired","superseded","invalid"]}}}];

function validate676(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
if(!(validate658(data, {instancePath}))){
vErrors = vErrors === null ? validate658.errors : vErrors.concat(validate658.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.reason === undefined) && (missing0 = "reason")){
validate676.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.code !== undefined){
let data0 = data.code;
const _errs3 = errors;
if(typeof data0 !== "string"){
validate676.errors = [{instancePath:instancePath+"/code",keyword:"type",params:{type: "string"}}];
return false;
}
if("invocation_token_invalid" !== data0){
validate676.errors = [{instancePath:instancePath+"/code",keyword:"const",params:{allowedValue: "invocation_token_invalid"}}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.reason !== undefined){
let data1 = data.reason;
const _errs5 = errors;
if(typeof data1 !== "string"){
validate676.errors = [{instancePath:instancePath+"/reason",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data1 === "expired") || (data1 === "superseded")) || (data1 === "invalid"))){
validate676.errors = [{instancePath:instancePath+"/reason",keyword:"enum",params:{allowedValues: schema209_62[1].properties.reason.enum}}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
validate676.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate676.errors = vErrors;
return errors === 0;
}

export const EventsPage = /*#__PURE__*/ withMessages(validate678);

function validate678(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.events === undefined) && (missing0 = "events")) || ((data.next_cursor === undefined) && (missing0 = "next_cursor"))) || ((data.head_seq === undefined) && (missing0 = "head_seq"))) || ((data.sync_epoch === undefined) && (missing0 = "sync_epoch"))){
validate678.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "events") || (key0 === "next_cursor")) || (key0 === "head_seq")) || (key0 === "sync_epoch"))){
validate678.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.events !== undefined){
let data0 = data.events;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate385(data0[i0], {instancePath:instancePath+"/events/" + i0}))){
vErrors = vErrors === null ? validate385.errors : vErrors.concat(validate385.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate678.errors = [{instancePath:instancePath+"/events",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next_cursor !== undefined){
const _errs5 = errors;
if(!(validate56(data.next_cursor, {instancePath:instancePath+"/next_cursor"}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.head_seq !== undefined){
const _errs6 = errors;
if(!(validate56(data.head_seq, {instancePath:instancePath+"/head_seq"}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sync_epoch !== undefined){
const _errs7 = errors;
if(!(validate54(data.sync_epoch, {instancePath:instancePath+"/sync_epoch"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate678.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate678.errors = vErrors;
return errors === 0;
}

export const UpdateMessageRequest = /*#__PURE__*/ withMessages(validate683);

function validate683(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.content_md === undefined) && (missing0 = "content_md")){
validate683.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "content_md")){
validate683.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.content_md !== undefined){
if(typeof data.content_md !== "string"){
validate683.errors = [{instancePath:instancePath+"/content_md",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
}
else {
validate683.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate683.errors = vErrors;
return errors === 0;
}

export const PatchRunRequest = /*#__PURE__*/ withMessages(validate684);

function validate684(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.base_version === undefined) && (missing0 = "base_version")) || ((data.ops === undefined) && (missing0 = "ops"))){
validate684.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "base_version") || (key0 === "ops"))){
validate684.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.base_version !== undefined){
let data0 = data.base_version;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate684.errors = [{instancePath:instancePath+"/base_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
validate684.errors = [{instancePath:instancePath+"/base_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ops !== undefined){
let data1 = data.ops;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
if(data1.length < 1){
validate684.errors = [{instancePath:instancePath+"/ops",keyword:"minItems",params:{limit: 1}}];
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(validate66(data1[i0], {instancePath:instancePath+"/ops/" + i0}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate684.errors = [{instancePath:instancePath+"/ops",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate684.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate684.errors = vErrors;
return errors === 0;
}

export const FinishRunRequest = /*#__PURE__*/ withMessages(validate686);
const schema213_63 = ["completed","failed","cancelled"];

function validate686(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.state === undefined) && (missing0 = "state")){
validate686.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "state") || (key0 === "reason")) || (key0 === "invocation_token"))){
validate686.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.state !== undefined){
let data0 = data.state;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate686.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data0 === "completed") || (data0 === "failed")) || (data0 === "cancelled"))){
validate686.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema213_63}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data1 = data.reason;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func1(data1) > 200){
validate686.errors = [{instancePath:instancePath+"/reason",keyword:"maxLength",params:{limit: 200}}];
return false;
}
}
else {
validate686.errors = [{instancePath:instancePath+"/reason",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.invocation_token !== undefined){
let data2 = data.invocation_token;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func1(data2) < 1){
validate686.errors = [{instancePath:instancePath+"/invocation_token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate686.errors = [{instancePath:instancePath+"/invocation_token",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate686.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate686.errors = vErrors;
return errors === 0;
}

export const RenewInvocationTokenRequest = /*#__PURE__*/ withMessages(validate687);

function validate687(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.invocation_token === undefined) && (missing0 = "invocation_token")){
validate687.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "invocation_token")){
validate687.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.invocation_token !== undefined){
let data0 = data.invocation_token;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate687.errors = [{instancePath:instancePath+"/invocation_token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate687.errors = [{instancePath:instancePath+"/invocation_token",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
}
}
else {
validate687.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate687.errors = vErrors;
return errors === 0;
}

export const ReadStateRequest = /*#__PURE__*/ withMessages(validate688);

function validate688(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.last_read_seq === undefined) && (missing0 = "last_read_seq")){
validate688.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "last_read_seq") || (key0 === "device_id"))){
validate688.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.last_read_seq !== undefined){
let data0 = data.last_read_seq;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate688.errors = [{instancePath:instancePath+"/last_read_seq",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
validate688.errors = [{instancePath:instancePath+"/last_read_seq",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.device_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.device_id, {instancePath:instancePath+"/device_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate688.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate688.errors = vErrors;
return errors === 0;
}

export const PutDraftRequest = /*#__PURE__*/ withMessages(validate690);

function validate690(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.base_version === undefined) && (missing0 = "base_version")) || ((data.content_md === undefined) && (missing0 = "content_md"))){
validate690.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "base_version") || (key0 === "content_md")) || (key0 === "file_ids")) || (key0 === "device_id"))){
validate690.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.base_version !== undefined){
let data0 = data.base_version;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate690.errors = [{instancePath:instancePath+"/base_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
validate690.errors = [{instancePath:instancePath+"/base_version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_md !== undefined){
const _errs4 = errors;
if(typeof data.content_md !== "string"){
validate690.errors = [{instancePath:instancePath+"/content_md",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file_ids !== undefined){
let data2 = data.file_ids;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate53(data2[i0], {instancePath:instancePath+"/file_ids/" + i0}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate690.errors = [{instancePath:instancePath+"/file_ids",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.device_id !== undefined){
const _errs9 = errors;
if(!(validate53(data.device_id, {instancePath:instancePath+"/device_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate690.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate690.errors = vErrors;
return errors === 0;
}

export const PutSettingRequest = /*#__PURE__*/ withMessages(validate693);

function validate693(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.value === undefined) && (missing0 = "value")){
validate693.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "value") || (key0 === "device_id"))){
validate693.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.value !== undefined){
const _errs2 = errors;
if(!(validate65(data.value, {instancePath:instancePath+"/value"}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.device_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.device_id, {instancePath:instancePath+"/device_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate693.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate693.errors = vErrors;
return errors === 0;
}

export const CreateWebhookSubscriptionRequest = /*#__PURE__*/ withMessages(validate696);
const formats8 = /^[a-z][a-z0-9+\-.]*:(?:\/\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:[0-9a-f]{1,4}:){6}(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])){3})|::(?:[0-9a-f]{1,4}:){5}(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])){3})|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])){3})|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])){3})|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])){3})|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])){3})|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])){3})|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|v[0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::[0-9]*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;

function validate696(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.url === undefined) && (missing0 = "url")){
validate696.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "url") || (key0 === "agent_id")) || (key0 === "event_types"))){
validate696.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.url !== undefined){
let data0 = data.url;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) > 2048){
validate696.errors = [{instancePath:instancePath+"/url",keyword:"maxLength",params:{limit: 2048}}];
return false;
}
else {
if(!(formats8.test(data0))){
validate696.errors = [{instancePath:instancePath+"/url",keyword:"format",params:{format: "uri"}}];
return false;
}
}
}
else {
validate696.errors = [{instancePath:instancePath+"/url",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.agent_id, {instancePath:instancePath+"/agent_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event_types !== undefined){
let data2 = data.event_types;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
if(data2.length > 200){
validate696.errors = [{instancePath:instancePath+"/event_types",keyword:"maxItems",params:{limit: 200}}];
return false;
}
else {
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(typeof data2[i0] !== "string"){
validate696.errors = [{instancePath:instancePath+"/event_types/" + i0,keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate696.errors = [{instancePath:instancePath+"/event_types",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate696.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate696.errors = vErrors;
return errors === 0;
}

export const Discovery = /*#__PURE__*/ withMessages(validate698);

function validate698(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.protocol_versions === undefined) && (missing0 = "protocol_versions")) || ((data.current_protocol_version === undefined) && (missing0 = "current_protocol_version"))) || ((data.rest_base_url === undefined) && (missing0 = "rest_base_url"))) || ((data.gateway_url === undefined) && (missing0 = "gateway_url"))) || ((data.jwks_url === undefined) && (missing0 = "jwks_url"))){
validate698.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "protocol_versions") || (key0 === "current_protocol_version")) || (key0 === "rest_base_url")) || (key0 === "gateway_url")) || (key0 === "jwks_url"))){
validate698.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.protocol_versions !== undefined){
let data0 = data.protocol_versions;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
if(data0.length < 1){
validate698.errors = [{instancePath:instancePath+"/protocol_versions",keyword:"minItems",params:{limit: 1}}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate698.errors = [{instancePath:instancePath+"/protocol_versions/" + i0,keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate698.errors = [{instancePath:instancePath+"/protocol_versions/" + i0,keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate698.errors = [{instancePath:instancePath+"/protocol_versions",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.current_protocol_version !== undefined){
let data2 = data.current_protocol_version;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate698.errors = [{instancePath:instancePath+"/current_protocol_version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate698.errors = [{instancePath:instancePath+"/current_protocol_version",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rest_base_url !== undefined){
let data3 = data.rest_base_url;
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(typeof data3 === "string"){
if(!(formats8.test(data3))){
validate698.errors = [{instancePath:instancePath+"/rest_base_url",keyword:"format",params:{format: "uri"}}];
return false;
}
}
else {
validate698.errors = [{instancePath:instancePath+"/rest_base_url",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gateway_url !== undefined){
let data4 = data.gateway_url;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(typeof data4 === "string"){
if(!(formats8.test(data4))){
validate698.errors = [{instancePath:instancePath+"/gateway_url",keyword:"format",params:{format: "uri"}}];
return false;
}
}
else {
validate698.errors = [{instancePath:instancePath+"/gateway_url",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.jwks_url !== undefined){
let data5 = data.jwks_url;
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(typeof data5 === "string"){
if(!(formats8.test(data5))){
validate698.errors = [{instancePath:instancePath+"/jwks_url",keyword:"format",params:{format: "uri"}}];
return false;
}
}
else {
validate698.errors = [{instancePath:instancePath+"/jwks_url",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate698.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate698.errors = vErrors;
return errors === 0;
}

export const DevTokenRequest = /*#__PURE__*/ withMessages(validate699);
const schema220_64 = ["active","pending"];

function validate699(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.principal === undefined) && (missing0 = "principal")) || ((data.public_jwk === undefined) && (missing0 = "public_jwk"))){
validate699.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "principal") || (key0 === "public_jwk")) || (key0 === "device_id")) || (key0 === "device_name")) || (key0 === "device_state")) || (key0 === "ttl_seconds"))){
validate699.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.principal !== undefined){
let data0 = data.principal;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate699.errors = [{instancePath:instancePath+"/principal",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate699.errors = [{instancePath:instancePath+"/principal",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.public_jwk !== undefined){
let data1 = data.public_jwk;
const _errs4 = errors;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate699.errors = [{instancePath:instancePath+"/public_jwk",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.device_id !== undefined){
const _errs6 = errors;
if(!(validate53(data.device_id, {instancePath:instancePath+"/device_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.device_name !== undefined){
let data3 = data.device_name;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func1(data3) > 100){
validate699.errors = [{instancePath:instancePath+"/device_name",keyword:"maxLength",params:{limit: 100}}];
return false;
}
}
else {
validate699.errors = [{instancePath:instancePath+"/device_name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.device_state !== undefined){
let data4 = data.device_state;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate699.errors = [{instancePath:instancePath+"/device_state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data4 === "active") || (data4 === "pending"))){
validate699.errors = [{instancePath:instancePath+"/device_state",keyword:"enum",params:{allowedValues: schema220_64}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ttl_seconds !== undefined){
let data5 = data.ttl_seconds;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate699.errors = [{instancePath:instancePath+"/ttl_seconds",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
validate699.errors = [{instancePath:instancePath+"/ttl_seconds",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate699.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate699.errors = vErrors;
return errors === 0;
}

export const DevTokenResponse = /*#__PURE__*/ withMessages(validate701);

function validate701(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.access_token === undefined) && (missing0 = "access_token")) || ((data.expires_at === undefined) && (missing0 = "expires_at"))) || ((data.device_id === undefined) && (missing0 = "device_id"))) || ((data.session_id === undefined) && (missing0 = "session_id"))) || ((data.principal === undefined) && (missing0 = "principal"))){
validate701.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "access_token") || (key0 === "expires_at")) || (key0 === "device_id")) || (key0 === "session_id")) || (key0 === "principal"))){
validate701.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.access_token !== undefined){
const _errs2 = errors;
if(typeof data.access_token !== "string"){
validate701.errors = [{instancePath:instancePath+"/access_token",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
const _errs4 = errors;
if(!(validate58(data.expires_at, {instancePath:instancePath+"/expires_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.device_id !== undefined){
const _errs5 = errors;
if(!(validate53(data.device_id, {instancePath:instancePath+"/device_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.session_id !== undefined){
const _errs6 = errors;
if(!(validate53(data.session_id, {instancePath:instancePath+"/session_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.principal !== undefined){
const _errs7 = errors;
if(!(validate60(data.principal, {instancePath:instancePath+"/principal"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate701.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate701.errors = vErrors;
return errors === 0;
}

export const DevApiTokenRequest = /*#__PURE__*/ withMessages(validate706);

function validate706(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.principal === undefined) && (missing0 = "principal")){
validate706.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "principal") || (key0 === "public_jwk")) || (key0 === "ttl_seconds"))){
validate706.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.principal !== undefined){
let data0 = data.principal;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate706.errors = [{instancePath:instancePath+"/principal",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate706.errors = [{instancePath:instancePath+"/principal",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.public_jwk !== undefined){
let data1 = data.public_jwk;
const _errs4 = errors;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
validate706.errors = [{instancePath:instancePath+"/public_jwk",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ttl_seconds !== undefined){
let data2 = data.ttl_seconds;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate706.errors = [{instancePath:instancePath+"/ttl_seconds",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate706.errors = [{instancePath:instancePath+"/ttl_seconds",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate706.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate706.errors = vErrors;
return errors === 0;
}

export const DevApiTokenResponse = /*#__PURE__*/ withMessages(validate707);

function validate707(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.api_token === undefined) && (missing0 = "api_token")) || ((data.expires_at === undefined) && (missing0 = "expires_at"))) || ((data.principal === undefined) && (missing0 = "principal"))){
validate707.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "api_token") || (key0 === "expires_at")) || (key0 === "principal"))){
validate707.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.api_token !== undefined){
const _errs2 = errors;
if(typeof data.api_token !== "string"){
validate707.errors = [{instancePath:instancePath+"/api_token",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
const _errs4 = errors;
if(!(validate58(data.expires_at, {instancePath:instancePath+"/expires_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.principal !== undefined){
const _errs5 = errors;
if(!(validate60(data.principal, {instancePath:instancePath+"/principal"}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate707.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate707.errors = vErrors;
return errors === 0;
}

export const CreateMessageRequest = /*#__PURE__*/ withMessages(validate710);

function validate710(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.client_msg_id === undefined) && (missing0 = "client_msg_id")) || ((data.content_md === undefined) && (missing0 = "content_md"))){
validate710.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "client_msg_id") || (key0 === "content_md")) || (key0 === "reply_to_id")) || (key0 === "attachments")) || (key0 === "clear_draft"))){
validate710.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.client_msg_id !== undefined){
const _errs2 = errors;
if(!(validate54(data.client_msg_id, {instancePath:instancePath+"/client_msg_id"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_md !== undefined){
const _errs3 = errors;
if(typeof data.content_md !== "string"){
validate710.errors = [{instancePath:instancePath+"/content_md",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reply_to_id !== undefined){
const _errs5 = errors;
if(!(validate53(data.reply_to_id, {instancePath:instancePath+"/reply_to_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attachments !== undefined){
let data3 = data.attachments;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate100(data3[i0], {instancePath:instancePath+"/attachments/" + i0}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate710.errors = [{instancePath:instancePath+"/attachments",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.clear_draft !== undefined){
const _errs9 = errors;
if(typeof data.clear_draft !== "boolean"){
validate710.errors = [{instancePath:instancePath+"/clear_draft",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate710.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate710.errors = vErrors;
return errors === 0;
}

export const InvokeCommandRequest = /*#__PURE__*/ withMessages(validate714);

function validate714(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.agent_id === undefined) && (missing0 = "agent_id")) || ((data.command === undefined) && (missing0 = "command"))){
validate714.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "agent_id") || (key0 === "command")) || (key0 === "options"))){
validate714.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.agent_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.agent_id, {instancePath:instancePath+"/agent_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.command !== undefined){
let data1 = data.command;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func1(data1) > 64){
validate714.errors = [{instancePath:instancePath+"/command",keyword:"maxLength",params:{limit: 64}}];
return false;
}
else {
if(func1(data1) < 1){
validate714.errors = [{instancePath:instancePath+"/command",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate714.errors = [{instancePath:instancePath+"/command",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.options !== undefined){
let data2 = data.options;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs8 = errors;
if(!(validate65(data2[key1], {instancePath:instancePath+"/options/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate714.errors = [{instancePath:instancePath+"/options",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate714.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate714.errors = vErrors;
return errors === 0;
}

export const CreateInteractionRequest = /*#__PURE__*/ withMessages(validate717);
const schema226_65 = ["button","select","form"];

function validate717(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.client_interaction_id === undefined) && (missing0 = "client_interaction_id")) || ((data.kind === undefined) && (missing0 = "kind"))){
validate717.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "client_interaction_id") || (key0 === "kind")) || (key0 === "values"))){
validate717.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.client_interaction_id !== undefined){
const _errs2 = errors;
if(!(validate54(data.client_interaction_id, {instancePath:instancePath+"/client_interaction_id"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data1 = data.kind;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate717.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data1 === "button") || (data1 === "select")) || (data1 === "form"))){
validate717.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema226_65}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.values !== undefined){
let data2 = data.values;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs8 = errors;
if(!(validate65(data2[key1], {instancePath:instancePath+"/values/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate717.errors = [{instancePath:instancePath+"/values",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate717.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate717.errors = vErrors;
return errors === 0;
}

export const Interaction = /*#__PURE__*/ withMessages(validate720);
const schema227_66 = ["button","select","form"];

function validate720(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.id === undefined) && (missing0 = "id")) || ((data.client_interaction_id === undefined) && (missing0 = "client_interaction_id"))) || ((data.message_id === undefined) && (missing0 = "message_id"))) || ((data.user_id === undefined) && (missing0 = "user_id"))) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.created_at === undefined) && (missing0 = "created_at"))){
validate720.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "id") || (key0 === "client_interaction_id")) || (key0 === "message_id")) || (key0 === "run_id")) || (key0 === "user_id")) || (key0 === "kind")) || (key0 === "values")) || (key0 === "created_at"))){
validate720.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.client_interaction_id !== undefined){
const _errs3 = errors;
if(!(validate54(data.client_interaction_id, {instancePath:instancePath+"/client_interaction_id"}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.run_id !== undefined){
const _errs5 = errors;
if(!(validate53(data.run_id, {instancePath:instancePath+"/run_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user_id !== undefined){
const _errs6 = errors;
if(!(validate53(data.user_id, {instancePath:instancePath+"/user_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data5 = data.kind;
const _errs7 = errors;
if(typeof data5 !== "string"){
validate720.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data5 === "button") || (data5 === "select")) || (data5 === "form"))){
validate720.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema227_66}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.values !== undefined){
let data6 = data.values;
const _errs9 = errors;
if(errors === _errs9){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
const _errs12 = errors;
if(!(validate65(data6[key1], {instancePath:instancePath+"/values/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid1 = _errs12 === errors;
if(!valid1){
break;
}
}
}
else {
validate720.errors = [{instancePath:instancePath+"/values",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs13 = errors;
if(!(validate58(data.created_at, {instancePath:instancePath+"/created_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate720.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate720.errors = vErrors;
return errors === 0;
}

export const ImportBatchRequest = /*#__PURE__*/ withMessages(validate728);

function validate728(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.import_id === undefined) && (missing0 = "import_id")) || ((data.batch === undefined) && (missing0 = "batch"))) || ((data.messages === undefined) && (missing0 = "messages"))){
validate728.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "import_id") || (key0 === "batch")) || (key0 === "total_count")) || (key0 === "last")) || (key0 === "messages"))){
validate728.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.import_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.import_id, {instancePath:instancePath+"/import_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.batch !== undefined){
let data1 = data.batch;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate728.errors = [{instancePath:instancePath+"/batch",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate728.errors = [{instancePath:instancePath+"/batch",keyword:"minimum",params:{comparison: ">=", limit: 1}}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_count !== undefined){
let data2 = data.total_count;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate728.errors = [{instancePath:instancePath+"/total_count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate728.errors = [{instancePath:instancePath+"/total_count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last !== undefined){
const _errs7 = errors;
if(typeof data.last !== "boolean"){
validate728.errors = [{instancePath:instancePath+"/last",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.messages !== undefined){
let data4 = data.messages;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
if(data4.length < 1){
validate728.errors = [{instancePath:instancePath+"/messages",keyword:"minItems",params:{limit: 1}}];
return false;
}
else {
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if((((data5.author_id === undefined) && (missing1 = "author_id")) || ((data5.content_md === undefined) && (missing1 = "content_md"))) || ((data5.created_at === undefined) && (missing1 = "created_at"))){
validate728.errors = [{instancePath:instancePath+"/messages/" + i0,keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs13 = errors;
for(const key1 in data5){
if(!(((key1 === "author_id") || (key1 === "content_md")) || (key1 === "created_at"))){
validate728.errors = [{instancePath:instancePath+"/messages/" + i0,keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs13 === errors){
if(data5.author_id !== undefined){
const _errs14 = errors;
if(!(validate53(data5.author_id, {instancePath:instancePath+"/messages/" + i0+"/author_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.content_md !== undefined){
const _errs15 = errors;
if(typeof data5.content_md !== "string"){
validate728.errors = [{instancePath:instancePath+"/messages/" + i0+"/content_md",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.created_at !== undefined){
const _errs17 = errors;
if(!(validate58(data5.created_at, {instancePath:instancePath+"/messages/" + i0+"/created_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate728.errors = [{instancePath:instancePath+"/messages/" + i0,keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate728.errors = [{instancePath:instancePath+"/messages",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate728.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate728.errors = vErrors;
return errors === 0;
}

export const RunContext = /*#__PURE__*/ withMessages(validate732);
const schema230_67 = {"id":true,"thread_id":true,"agent_id":true,"state":true,"version":true,"document":true,"channel_id":true,"trigger_kind":true,"trigger_message_id":true,"trigger_principal_id":true,"state_reason":true,"cancel_reason":true,"cancel_requested_at":true,"created_at":true,"started_at":true,"finished_at":true};
const schema230_68 = ["mention","free_response","command","followup","schedule"];
const schema230_69 = ["user_cancelled","access_revoked","channel_read_only","agent_disabled","trigger_principal_disabled"];

function validate733(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.id === undefined) && (missing0 = "id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.agent_id === undefined) && (missing0 = "agent_id"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.version === undefined) && (missing0 = "version"))) || ((data.document === undefined) && (missing0 = "document"))){
validate733.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema230_67, key0))){
validate733.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.agent_id, {instancePath:instancePath+"/agent_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
const _errs5 = errors;
if(!(validate64(data.state, {instancePath:instancePath+"/state"}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs6 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.document !== undefined){
const _errs7 = errors;
if(!(validate137(data.document, {instancePath:instancePath+"/document"}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs8 = errors;
if(!(validate53(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_kind !== undefined){
let data7 = data.trigger_kind;
const _errs9 = errors;
if(typeof data7 !== "string"){
validate733.errors = [{instancePath:instancePath+"/trigger_kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data7 === "mention") || (data7 === "free_response")) || (data7 === "command")) || (data7 === "followup")) || (data7 === "schedule"))){
validate733.errors = [{instancePath:instancePath+"/trigger_kind",keyword:"enum",params:{allowedValues: schema230_68}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_message_id !== undefined){
const _errs11 = errors;
if(!(validate53(data.trigger_message_id, {instancePath:instancePath+"/trigger_message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_principal_id !== undefined){
const _errs12 = errors;
if(!(validate53(data.trigger_principal_id, {instancePath:instancePath+"/trigger_principal_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state_reason !== undefined){
const _errs13 = errors;
if(typeof data.state_reason !== "string"){
validate733.errors = [{instancePath:instancePath+"/state_reason",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cancel_reason !== undefined){
let data11 = data.cancel_reason;
const _errs15 = errors;
if(typeof data11 !== "string"){
validate733.errors = [{instancePath:instancePath+"/cancel_reason",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data11 === "user_cancelled") || (data11 === "access_revoked")) || (data11 === "channel_read_only")) || (data11 === "agent_disabled")) || (data11 === "trigger_principal_disabled"))){
validate733.errors = [{instancePath:instancePath+"/cancel_reason",keyword:"enum",params:{allowedValues: schema230_69}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cancel_requested_at !== undefined){
const _errs17 = errors;
if(!(validate58(data.cancel_requested_at, {instancePath:instancePath+"/cancel_requested_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs18 = errors;
if(!(validate58(data.created_at, {instancePath:instancePath+"/created_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.started_at !== undefined){
const _errs19 = errors;
if(!(validate58(data.started_at, {instancePath:instancePath+"/started_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finished_at !== undefined){
const _errs20 = errors;
if(!(validate58(data.finished_at, {instancePath:instancePath+"/finished_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate733.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate733.errors = vErrors;
return errors === 0;
}


function validate732(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.run === undefined) && (missing0 = "run")) || ((data.followups === undefined) && (missing0 = "followups"))){
validate732.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "run") || (key0 === "trigger_message")) || (key0 === "followups"))){
validate732.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.run !== undefined){
const _errs2 = errors;
if(!(validate733(data.run, {instancePath:instancePath+"/run"}))){
vErrors = vErrors === null ? validate733.errors : vErrors.concat(validate733.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_message !== undefined){
const _errs3 = errors;
if(!(validate89(data.trigger_message, {instancePath:instancePath+"/trigger_message"}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.followups !== undefined){
let data2 = data.followups;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(validate89(data2[i0], {instancePath:instancePath+"/followups/" + i0}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate732.errors = [{instancePath:instancePath+"/followups",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate732.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate732.errors = vErrors;
return errors === 0;
}

export const Run = /*#__PURE__*/ withMessages(validate750);

function validate750(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.id === undefined) && (missing0 = "id")) || ((data.thread_id === undefined) && (missing0 = "thread_id"))) || ((data.agent_id === undefined) && (missing0 = "agent_id"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.version === undefined) && (missing0 = "version"))) || ((data.document === undefined) && (missing0 = "document"))){
validate750.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema230_67, key0))){
validate750.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.thread_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
const _errs4 = errors;
if(!(validate53(data.agent_id, {instancePath:instancePath+"/agent_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
const _errs5 = errors;
if(!(validate64(data.state, {instancePath:instancePath+"/state"}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs6 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.document !== undefined){
const _errs7 = errors;
if(!(validate137(data.document, {instancePath:instancePath+"/document"}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_id !== undefined){
const _errs8 = errors;
if(!(validate53(data.channel_id, {instancePath:instancePath+"/channel_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_kind !== undefined){
let data7 = data.trigger_kind;
const _errs9 = errors;
if(typeof data7 !== "string"){
validate750.errors = [{instancePath:instancePath+"/trigger_kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data7 === "mention") || (data7 === "free_response")) || (data7 === "command")) || (data7 === "followup")) || (data7 === "schedule"))){
validate750.errors = [{instancePath:instancePath+"/trigger_kind",keyword:"enum",params:{allowedValues: schema230_68}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_message_id !== undefined){
const _errs11 = errors;
if(!(validate53(data.trigger_message_id, {instancePath:instancePath+"/trigger_message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.trigger_principal_id !== undefined){
const _errs12 = errors;
if(!(validate53(data.trigger_principal_id, {instancePath:instancePath+"/trigger_principal_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state_reason !== undefined){
const _errs13 = errors;
if(typeof data.state_reason !== "string"){
validate750.errors = [{instancePath:instancePath+"/state_reason",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cancel_reason !== undefined){
let data11 = data.cancel_reason;
const _errs15 = errors;
if(typeof data11 !== "string"){
validate750.errors = [{instancePath:instancePath+"/cancel_reason",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((((data11 === "user_cancelled") || (data11 === "access_revoked")) || (data11 === "channel_read_only")) || (data11 === "agent_disabled")) || (data11 === "trigger_principal_disabled"))){
validate750.errors = [{instancePath:instancePath+"/cancel_reason",keyword:"enum",params:{allowedValues: schema230_69}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cancel_requested_at !== undefined){
const _errs17 = errors;
if(!(validate58(data.cancel_requested_at, {instancePath:instancePath+"/cancel_requested_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs18 = errors;
if(!(validate58(data.created_at, {instancePath:instancePath+"/created_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.started_at !== undefined){
const _errs19 = errors;
if(!(validate58(data.started_at, {instancePath:instancePath+"/started_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finished_at !== undefined){
const _errs20 = errors;
if(!(validate58(data.finished_at, {instancePath:instancePath+"/finished_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate750.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate750.errors = vErrors;
return errors === 0;
}

export const RunStartRequest = /*#__PURE__*/ withMessages(validate764);
const schema232_70 = ["none","read","write","execute"];

function validate764(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.invocation_token === undefined) && (missing0 = "invocation_token")) || ((data.billing_mode_used === undefined) && (missing0 = "billing_mode_used"))) || ((data.tool_class_used === undefined) && (missing0 = "tool_class_used"))){
validate764.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "invocation_token") || (key0 === "billing_mode_used")) || (key0 === "tool_class_used")) || (key0 === "external_session_ref")) || (key0 === "model")) || (key0 === "billing_evidence"))){
validate764.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.invocation_token !== undefined){
let data0 = data.invocation_token;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate764.errors = [{instancePath:instancePath+"/invocation_token",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate764.errors = [{instancePath:instancePath+"/invocation_token",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.billing_mode_used !== undefined){
const _errs4 = errors;
if(typeof data.billing_mode_used !== "string"){
validate764.errors = [{instancePath:instancePath+"/billing_mode_used",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_class_used !== undefined){
let data2 = data.tool_class_used;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate764.errors = [{instancePath:instancePath+"/tool_class_used",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data2 === "none") || (data2 === "read")) || (data2 === "write")) || (data2 === "execute"))){
validate764.errors = [{instancePath:instancePath+"/tool_class_used",keyword:"enum",params:{allowedValues: schema232_70}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.external_session_ref !== undefined){
const _errs8 = errors;
if(typeof data.external_session_ref !== "string"){
validate764.errors = [{instancePath:instancePath+"/external_session_ref",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model !== undefined){
const _errs10 = errors;
if(typeof data.model !== "string"){
validate764.errors = [{instancePath:instancePath+"/model",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.billing_evidence !== undefined){
let data5 = data.billing_evidence;
const _errs12 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate764.errors = [{instancePath:instancePath+"/billing_evidence",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate764.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate764.errors = vErrors;
return errors === 0;
}

export const AgentHeartbeat = /*#__PURE__*/ withMessages(validate765);
const schema233_71 = ["ready","busy","degraded"];
const schema233_72 = ["none","read","write","execute"];

function validate765(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.state === undefined) && (missing0 = "state")) || ((data.runtime_version === undefined) && (missing0 = "runtime_version"))) || ((data.billing_modes_supported === undefined) && (missing0 = "billing_modes_supported"))) || ((data.tool_class === undefined) && (missing0 = "tool_class"))) || ((data.active_run_ids === undefined) && (missing0 = "active_run_ids"))){
validate765.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "state") || (key0 === "runtime_version")) || (key0 === "reported_billing_mode")) || (key0 === "billing_modes_supported")) || (key0 === "billing_evidence")) || (key0 === "tool_class")) || (key0 === "active_run_ids"))){
validate765.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.state !== undefined){
let data0 = data.state;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate765.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data0 === "ready") || (data0 === "busy")) || (data0 === "degraded"))){
validate765.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema233_71}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runtime_version !== undefined){
let data1 = data.runtime_version;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func1(data1) > 256){
validate765.errors = [{instancePath:instancePath+"/runtime_version",keyword:"maxLength",params:{limit: 256}}];
return false;
}
}
else {
validate765.errors = [{instancePath:instancePath+"/runtime_version",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reported_billing_mode !== undefined){
let data2 = data.reported_billing_mode;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func1(data2) > 64){
validate765.errors = [{instancePath:instancePath+"/reported_billing_mode",keyword:"maxLength",params:{limit: 64}}];
return false;
}
}
else {
validate765.errors = [{instancePath:instancePath+"/reported_billing_mode",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.billing_modes_supported !== undefined){
let data3 = data.billing_modes_supported;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data3)){
if(data3.length > 32){
validate765.errors = [{instancePath:instancePath+"/billing_modes_supported",keyword:"maxItems",params:{limit: 32}}];
return false;
}
else {
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func1(data4) > 64){
validate765.errors = [{instancePath:instancePath+"/billing_modes_supported/" + i0,keyword:"maxLength",params:{limit: 64}}];
return false;
}
}
else {
validate765.errors = [{instancePath:instancePath+"/billing_modes_supported/" + i0,keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate765.errors = [{instancePath:instancePath+"/billing_modes_supported",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.billing_evidence !== undefined){
let data5 = data.billing_evidence;
const _errs12 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
validate765.errors = [{instancePath:instancePath+"/billing_evidence",keyword:"type",params:{type: "object"}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool_class !== undefined){
let data6 = data.tool_class;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate765.errors = [{instancePath:instancePath+"/tool_class",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((((data6 === "none") || (data6 === "read")) || (data6 === "write")) || (data6 === "execute"))){
validate765.errors = [{instancePath:instancePath+"/tool_class",keyword:"enum",params:{allowedValues: schema233_72}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active_run_ids !== undefined){
let data7 = data.active_run_ids;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data7)){
var valid2 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs18 = errors;
if(!(validate53(data7[i1], {instancePath:instancePath+"/active_run_ids/" + i1}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid2 = _errs18 === errors;
if(!valid2){
break;
}
}
}
else {
validate765.errors = [{instancePath:instancePath+"/active_run_ids",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate765.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate765.errors = vErrors;
return errors === 0;
}

export const Draft = /*#__PURE__*/ withMessages(validate767);

function validate767(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.thread_id === undefined) && (missing0 = "thread_id")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.content_md === undefined) && (missing0 = "content_md"))) || ((data.file_ids === undefined) && (missing0 = "file_ids"))){
validate767.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "thread_id") || (key0 === "version")) || (key0 === "content_md")) || (key0 === "file_ids"))){
validate767.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.thread_id, {instancePath:instancePath+"/thread_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
let data1 = data.version;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate767.errors = [{instancePath:instancePath+"/version",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate767.errors = [{instancePath:instancePath+"/version",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content_md !== undefined){
const _errs5 = errors;
if(typeof data.content_md !== "string"){
validate767.errors = [{instancePath:instancePath+"/content_md",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file_ids !== undefined){
let data3 = data.file_ids;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate53(data3[i0], {instancePath:instancePath+"/file_ids/" + i0}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate767.errors = [{instancePath:instancePath+"/file_ids",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate767.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate767.errors = vErrors;
return errors === 0;
}

export const Setting = /*#__PURE__*/ withMessages(validate770);

function validate770(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.key === undefined) && (missing0 = "key")) || ((data.value === undefined) && (missing0 = "value"))) || ((data.version === undefined) && (missing0 = "version"))){
validate770.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "key") || (key0 === "value")) || (key0 === "version"))){
validate770.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.key !== undefined){
const _errs2 = errors;
if(typeof data.key !== "string"){
validate770.errors = [{instancePath:instancePath+"/key",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.value !== undefined){
const _errs4 = errors;
if(!(validate65(data.value, {instancePath:instancePath+"/value"}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs5 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate770.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate770.errors = vErrors;
return errors === 0;
}

export const GrantSubject = /*#__PURE__*/ withMessages(validate773);
const schema236_73 = ["principal","group"];

function validate773(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.id === undefined) && (missing0 = "id"))){
validate773.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "id"))){
validate773.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate773.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data0 === "principal") || (data0 === "group"))){
validate773.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema236_73}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs4 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate773.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate773.errors = vErrors;
return errors === 0;
}

export const GrantTarget = /*#__PURE__*/ withMessages(validate775);
const schema237_74 = ["instance","space","channel"];

function validate775(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.id === undefined) && (missing0 = "id"))){
validate775.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "id"))){
validate775.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate775.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data0 === "instance") || (data0 === "space")) || (data0 === "channel"))){
validate775.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema237_74}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs4 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate775.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate775.errors = vErrors;
return errors === 0;
}

export const CreateGrantRequest = /*#__PURE__*/ withMessages(validate777);

function validate777(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.subject === undefined) && (missing0 = "subject")) || ((data.target === undefined) && (missing0 = "target"))) || ((data.level === undefined) && (missing0 = "level"))){
validate777.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "subject") || (key0 === "target")) || (key0 === "level")) || (key0 === "expires_at"))){
validate777.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.subject !== undefined){
const _errs2 = errors;
if(!(validate773(data.subject, {instancePath:instancePath+"/subject"}))){
vErrors = vErrors === null ? validate773.errors : vErrors.concat(validate773.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.target !== undefined){
const _errs3 = errors;
if(!(validate775(data.target, {instancePath:instancePath+"/target"}))){
vErrors = vErrors === null ? validate775.errors : vErrors.concat(validate775.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.level !== undefined){
const _errs4 = errors;
if(!(validate63(data.level, {instancePath:instancePath+"/level"}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
const _errs5 = errors;
if(!(validate58(data.expires_at, {instancePath:instancePath+"/expires_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate777.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate777.errors = vErrors;
return errors === 0;
}

export const Grant = /*#__PURE__*/ withMessages(validate782);

function validate782(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.subject === undefined) && (missing0 = "subject"))) || ((data.target === undefined) && (missing0 = "target"))) || ((data.level === undefined) && (missing0 = "level"))) || ((data.created_at === undefined) && (missing0 = "created_at"))){
validate782.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "id") || (key0 === "subject")) || (key0 === "target")) || (key0 === "level")) || (key0 === "expires_at")) || (key0 === "created_at")) || (key0 === "revoked_at"))){
validate782.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subject !== undefined){
const _errs3 = errors;
if(!(validate773(data.subject, {instancePath:instancePath+"/subject"}))){
vErrors = vErrors === null ? validate773.errors : vErrors.concat(validate773.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.target !== undefined){
const _errs4 = errors;
if(!(validate775(data.target, {instancePath:instancePath+"/target"}))){
vErrors = vErrors === null ? validate775.errors : vErrors.concat(validate775.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.level !== undefined){
const _errs5 = errors;
if(!(validate63(data.level, {instancePath:instancePath+"/level"}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_at !== undefined){
const _errs6 = errors;
if(!(validate58(data.expires_at, {instancePath:instancePath+"/expires_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs7 = errors;
if(!(validate58(data.created_at, {instancePath:instancePath+"/created_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.revoked_at !== undefined){
const _errs8 = errors;
if(!(validate58(data.revoked_at, {instancePath:instancePath+"/revoked_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate782.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate782.errors = vErrors;
return errors === 0;
}

export const CreateGroupRequest = /*#__PURE__*/ withMessages(validate790);

function validate790(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate790.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "name")){
validate790.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) > 100){
validate790.errors = [{instancePath:instancePath+"/name",keyword:"maxLength",params:{limit: 100}}];
return false;
}
else {
if(func1(data0) < 1){
validate790.errors = [{instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate790.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
}
}
}
else {
validate790.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate790.errors = vErrors;
return errors === 0;
}

export const Group = /*#__PURE__*/ withMessages(validate791);

function validate791(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.name === undefined) && (missing0 = "name"))){
validate791.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "id") || (key0 === "name"))){
validate791.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate791.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate791.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate791.errors = vErrors;
return errors === 0;
}

export const GroupMemberRequest = /*#__PURE__*/ withMessages(validate793);

function validate793(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "expires_at")){
validate793.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.expires_at !== undefined){
if(!(validate58(data.expires_at, {instancePath:instancePath+"/expires_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
}
}
}
else {
validate793.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate793.errors = vErrors;
return errors === 0;
}

export const UpdateSpaceRequest = /*#__PURE__*/ withMessages(validate795);

function validate795(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.archived === undefined) && (missing0 = "archived")){
validate795.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "archived")){
validate795.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.archived !== undefined){
if(typeof data.archived !== "boolean"){
validate795.errors = [{instancePath:instancePath+"/archived",keyword:"type",params:{type: "boolean"}}];
return false;
}
}
}
}
}
else {
validate795.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate795.errors = vErrors;
return errors === 0;
}

export const CreateChannelRequest = /*#__PURE__*/ withMessages(validate796);
const schema244_75 = ["text","forum"];

function validate796(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate796.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "kind")) || (key0 === "read_only"))){
validate796.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) > 100){
validate796.errors = [{instancePath:instancePath+"/name",keyword:"maxLength",params:{limit: 100}}];
return false;
}
else {
if(func1(data0) < 1){
validate796.errors = [{instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate796.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
let data1 = data.kind;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate796.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data1 === "text") || (data1 === "forum"))){
validate796.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema244_75}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.read_only !== undefined){
const _errs6 = errors;
if(typeof data.read_only !== "boolean"){
validate796.errors = [{instancePath:instancePath+"/read_only",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate796.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate796.errors = vErrors;
return errors === 0;
}

export const UpdateChannelRequest = /*#__PURE__*/ withMessages(validate797);

function validate797(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
validate797.errors = [{instancePath,keyword:"minProperties",params:{limit: 1}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "read_only") || (key0 === "archived"))){
validate797.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.read_only !== undefined){
const _errs2 = errors;
if(typeof data.read_only !== "boolean"){
validate797.errors = [{instancePath:instancePath+"/read_only",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archived !== undefined){
const _errs4 = errors;
if(typeof data.archived !== "boolean"){
validate797.errors = [{instancePath:instancePath+"/archived",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate797.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate797.errors = vErrors;
return errors === 0;
}

export const UpdatePrincipalRequest = /*#__PURE__*/ withMessages(validate798);
const schema246_76 = ["active","disabled"];

function validate798(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
validate798.errors = [{instancePath,keyword:"minProperties",params:{limit: 1}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "status") || (key0 === "is_owner"))){
validate798.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.status !== undefined){
let data0 = data.status;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate798.errors = [{instancePath:instancePath+"/status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data0 === "active") || (data0 === "disabled"))){
validate798.errors = [{instancePath:instancePath+"/status",keyword:"enum",params:{allowedValues: schema246_76}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_owner !== undefined){
const _errs4 = errors;
if(typeof data.is_owner !== "boolean"){
validate798.errors = [{instancePath:instancePath+"/is_owner",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate798.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate798.errors = vErrors;
return errors === 0;
}

export const Principal = /*#__PURE__*/ withMessages(validate799);
const schema247_77 = ["active","pending","disabled"];

function validate799(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.id === undefined) && (missing0 = "id")) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.handle === undefined) && (missing0 = "handle"))) || ((data.display_name === undefined) && (missing0 = "display_name"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.is_owner === undefined) && (missing0 = "is_owner"))){
validate799.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "id") || (key0 === "kind")) || (key0 === "handle")) || (key0 === "display_name")) || (key0 === "status")) || (key0 === "is_owner"))){
validate799.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kind !== undefined){
const _errs3 = errors;
if(!(validate59(data.kind, {instancePath:instancePath+"/kind"}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.handle !== undefined){
const _errs4 = errors;
if(typeof data.handle !== "string"){
validate799.errors = [{instancePath:instancePath+"/handle",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.display_name !== undefined){
const _errs6 = errors;
if(typeof data.display_name !== "string"){
validate799.errors = [{instancePath:instancePath+"/display_name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data4 = data.status;
const _errs8 = errors;
if(typeof data4 !== "string"){
validate799.errors = [{instancePath:instancePath+"/status",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data4 === "active") || (data4 === "pending")) || (data4 === "disabled"))){
validate799.errors = [{instancePath:instancePath+"/status",keyword:"enum",params:{allowedValues: schema247_77}}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.is_owner !== undefined){
const _errs10 = errors;
if(typeof data.is_owner !== "boolean"){
validate799.errors = [{instancePath:instancePath+"/is_owner",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate799.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate799.errors = vErrors;
return errors === 0;
}

export const WebhookSubscription = /*#__PURE__*/ withMessages(validate802);
const schema248_78 = {"id":true,"url":true,"agent_id":true,"event_types":true,"last_seq":true,"state":true,"failing_since":true,"paused_at":true,"last_error":true,"next_attempt_at":true,"created_at":true};
const schema248_79 = ["active","paused"];

function validate802(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.id === undefined) && (missing0 = "id")) || ((data.url === undefined) && (missing0 = "url"))) || ((data.last_seq === undefined) && (missing0 = "last_seq"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.created_at === undefined) && (missing0 = "created_at"))){
validate802.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema248_78, key0))){
validate802.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
const _errs3 = errors;
if(typeof data.url !== "string"){
validate802.errors = [{instancePath:instancePath+"/url",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_id !== undefined){
const _errs5 = errors;
if(!(validate53(data.agent_id, {instancePath:instancePath+"/agent_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event_types !== undefined){
let data3 = data.event_types;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(typeof data3[i0] !== "string"){
validate802.errors = [{instancePath:instancePath+"/event_types/" + i0,keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate802.errors = [{instancePath:instancePath+"/event_types",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_seq !== undefined){
const _errs10 = errors;
if(!(validate56(data.last_seq, {instancePath:instancePath+"/last_seq"}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data6 = data.state;
const _errs11 = errors;
if(typeof data6 !== "string"){
validate802.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data6 === "active") || (data6 === "paused"))){
validate802.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema248_79}}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.failing_since !== undefined){
const _errs13 = errors;
if(!(validate58(data.failing_since, {instancePath:instancePath+"/failing_since"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.paused_at !== undefined){
const _errs14 = errors;
if(!(validate58(data.paused_at, {instancePath:instancePath+"/paused_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_error !== undefined){
const _errs15 = errors;
if(typeof data.last_error !== "string"){
validate802.errors = [{instancePath:instancePath+"/last_error",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next_attempt_at !== undefined){
const _errs17 = errors;
if(!(validate58(data.next_attempt_at, {instancePath:instancePath+"/next_attempt_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs18 = errors;
if(!(validate58(data.created_at, {instancePath:instancePath+"/created_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate802.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate802.errors = vErrors;
return errors === 0;
}

export const Device = /*#__PURE__*/ withMessages(validate810);
const schema249_80 = ["pending","active","revoked"];

function validate810(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.id === undefined) && (missing0 = "id")) || ((data.principal_id === undefined) && (missing0 = "principal_id"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.created_at === undefined) && (missing0 = "created_at"))){
validate810.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "id") || (key0 === "principal_id")) || (key0 === "state")) || (key0 === "name")) || (key0 === "created_at"))){
validate810.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.principal_id !== undefined){
const _errs3 = errors;
if(!(validate53(data.principal_id, {instancePath:instancePath+"/principal_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data2 = data.state;
const _errs4 = errors;
if(typeof data2 !== "string"){
validate810.errors = [{instancePath:instancePath+"/state",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data2 === "pending") || (data2 === "active")) || (data2 === "revoked"))){
validate810.errors = [{instancePath:instancePath+"/state",keyword:"enum",params:{allowedValues: schema249_80}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate810.errors = [{instancePath:instancePath+"/name",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.created_at !== undefined){
const _errs8 = errors;
if(!(validate58(data.created_at, {instancePath:instancePath+"/created_at"}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate810.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate810.errors = vErrors;
return errors === 0;
}

export const SidebarState = /*#__PURE__*/ withMessages(validate814);

function validate814(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.space_id === undefined) && (missing0 = "space_id")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.collapsed === undefined) && (missing0 = "collapsed"))) || ((data.channel_order === undefined) && (missing0 = "channel_order"))){
validate814.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "space_id") || (key0 === "version")) || (key0 === "collapsed")) || (key0 === "channel_order"))){
validate814.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.space_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.space_id, {instancePath:instancePath+"/space_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs3 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.collapsed !== undefined){
const _errs4 = errors;
if(typeof data.collapsed !== "boolean"){
validate814.errors = [{instancePath:instancePath+"/collapsed",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_order !== undefined){
let data3 = data.channel_order;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate53(data3[i0], {instancePath:instancePath+"/channel_order/" + i0}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate814.errors = [{instancePath:instancePath+"/channel_order",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate814.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate814.errors = vErrors;
return errors === 0;
}

export const PutSidebarRequest = /*#__PURE__*/ withMessages(validate818);

function validate818(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.collapsed === undefined) && (missing0 = "collapsed")) || ((data.channel_order === undefined) && (missing0 = "channel_order"))){
validate818.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "collapsed") || (key0 === "channel_order"))){
validate818.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.collapsed !== undefined){
const _errs2 = errors;
if(typeof data.collapsed !== "boolean"){
validate818.errors = [{instancePath:instancePath+"/collapsed",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channel_order !== undefined){
let data1 = data.channel_order;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(validate53(data1[i0], {instancePath:instancePath+"/channel_order/" + i0}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data1.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data1[i1], data1[j0])){
validate818.errors = [{instancePath:instancePath+"/channel_order",keyword:"uniqueItems",params:{i: i1, j: j0}}];
return false;
break outer0;
}
}
}
}
}
}
else {
validate818.errors = [{instancePath:instancePath+"/channel_order",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate818.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate818.errors = vErrors;
return errors === 0;
}

export const NotificationPref = /*#__PURE__*/ withMessages(validate820);
const schema252_82 = ["all","mentions","none"];
const schema253_81 = ["instance","space","channel"];

function validate821(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.id === undefined) && (missing0 = "id"))){
validate821.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "id"))){
validate821.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate821.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data0 === "instance") || (data0 === "space")) || (data0 === "channel"))){
validate821.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema253_81}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs4 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate821.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate821.errors = vErrors;
return errors === 0;
}


function validate820(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.target === undefined) && (missing0 = "target")) || ((data.level === undefined) && (missing0 = "level"))) || ((data.version === undefined) && (missing0 = "version"))){
validate820.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "target") || (key0 === "level")) || (key0 === "version"))){
validate820.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.target !== undefined){
const _errs2 = errors;
if(!(validate821(data.target, {instancePath:instancePath+"/target"}))){
vErrors = vErrors === null ? validate821.errors : vErrors.concat(validate821.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.level !== undefined){
let data1 = data.level;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate820.errors = [{instancePath:instancePath+"/level",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data1 === "all") || (data1 === "mentions")) || (data1 === "none"))){
validate820.errors = [{instancePath:instancePath+"/level",keyword:"enum",params:{allowedValues: schema252_82}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs5 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate820.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate820.errors = vErrors;
return errors === 0;
}

export const NotificationTarget = /*#__PURE__*/ withMessages(validate825);

function validate825(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.id === undefined) && (missing0 = "id"))){
validate825.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "id"))){
validate825.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate825.errors = [{instancePath:instancePath+"/kind",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data0 === "instance") || (data0 === "space")) || (data0 === "channel"))){
validate825.errors = [{instancePath:instancePath+"/kind",keyword:"enum",params:{allowedValues: schema253_81}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs4 = errors;
if(!(validate53(data.id, {instancePath:instancePath+"/id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate825.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate825.errors = vErrors;
return errors === 0;
}

export const PutNotificationPrefRequest = /*#__PURE__*/ withMessages(validate827);
const schema255_83 = ["all","mentions","none"];

function validate827(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.target === undefined) && (missing0 = "target")) || ((data.level === undefined) && (missing0 = "level"))){
validate827.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "target") || (key0 === "level"))){
validate827.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.target !== undefined){
const _errs2 = errors;
if(!(validate821(data.target, {instancePath:instancePath+"/target"}))){
vErrors = vErrors === null ? validate821.errors : vErrors.concat(validate821.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.level !== undefined){
let data1 = data.level;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate827.errors = [{instancePath:instancePath+"/level",keyword:"type",params:{type: "string"}}];
return false;
}
if(!(((data1 === "all") || (data1 === "mentions")) || (data1 === "none"))){
validate827.errors = [{instancePath:instancePath+"/level",keyword:"enum",params:{allowedValues: schema255_83}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate827.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate827.errors = vErrors;
return errors === 0;
}

export const QuietHours = /*#__PURE__*/ withMessages(validate829);

function validate829(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.enabled === undefined) && (missing0 = "enabled")) || ((data.start === undefined) && (missing0 = "start"))) || ((data.end === undefined) && (missing0 = "end"))) || ((data.timezone === undefined) && (missing0 = "timezone"))) || ((data.version === undefined) && (missing0 = "version"))){
validate829.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "enabled") || (key0 === "start")) || (key0 === "end")) || (key0 === "timezone")) || (key0 === "version"))){
validate829.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.enabled !== undefined){
const _errs2 = errors;
if(typeof data.enabled !== "boolean"){
validate829.errors = [{instancePath:instancePath+"/enabled",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start !== undefined){
let data1 = data.start;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern10.test(data1)){
validate829.errors = [{instancePath:instancePath+"/start",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"}}];
return false;
}
}
else {
validate829.errors = [{instancePath:instancePath+"/start",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end !== undefined){
let data2 = data.end;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern10.test(data2)){
validate829.errors = [{instancePath:instancePath+"/end",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"}}];
return false;
}
}
else {
validate829.errors = [{instancePath:instancePath+"/end",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezone !== undefined){
let data3 = data.timezone;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func1(data3) > 100){
validate829.errors = [{instancePath:instancePath+"/timezone",keyword:"maxLength",params:{limit: 100}}];
return false;
}
else {
if(func1(data3) < 1){
validate829.errors = [{instancePath:instancePath+"/timezone",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate829.errors = [{instancePath:instancePath+"/timezone",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs10 = errors;
if(!(validate57(data.version, {instancePath:instancePath+"/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate829.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate829.errors = vErrors;
return errors === 0;
}

export const PutQuietHoursRequest = /*#__PURE__*/ withMessages(validate831);

function validate831(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.enabled === undefined) && (missing0 = "enabled")) || ((data.start === undefined) && (missing0 = "start"))) || ((data.end === undefined) && (missing0 = "end"))) || ((data.timezone === undefined) && (missing0 = "timezone"))){
validate831.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "enabled") || (key0 === "start")) || (key0 === "end")) || (key0 === "timezone"))){
validate831.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.enabled !== undefined){
const _errs2 = errors;
if(typeof data.enabled !== "boolean"){
validate831.errors = [{instancePath:instancePath+"/enabled",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start !== undefined){
let data1 = data.start;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern10.test(data1)){
validate831.errors = [{instancePath:instancePath+"/start",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"}}];
return false;
}
}
else {
validate831.errors = [{instancePath:instancePath+"/start",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end !== undefined){
let data2 = data.end;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern10.test(data2)){
validate831.errors = [{instancePath:instancePath+"/end",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"}}];
return false;
}
}
else {
validate831.errors = [{instancePath:instancePath+"/end",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timezone !== undefined){
let data3 = data.timezone;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func1(data3) > 100){
validate831.errors = [{instancePath:instancePath+"/timezone",keyword:"maxLength",params:{limit: 100}}];
return false;
}
else {
if(func1(data3) < 1){
validate831.errors = [{instancePath:instancePath+"/timezone",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
}
else {
validate831.errors = [{instancePath:instancePath+"/timezone",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate831.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate831.errors = vErrors;
return errors === 0;
}

export const ReactionState = /*#__PURE__*/ withMessages(validate832);

function validate832(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.message_id === undefined) && (missing0 = "message_id")) || ((data.emoji === undefined) && (missing0 = "emoji"))) || ((data.count === undefined) && (missing0 = "count"))) || ((data.reacted === undefined) && (missing0 = "reacted"))){
validate832.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "message_id") || (key0 === "emoji")) || (key0 === "count")) || (key0 === "reacted"))){
validate832.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.message_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.emoji !== undefined){
const _errs3 = errors;
if(typeof data.emoji !== "string"){
validate832.errors = [{instancePath:instancePath+"/emoji",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.count !== undefined){
let data2 = data.count;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate832.errors = [{instancePath:instancePath+"/count",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate832.errors = [{instancePath:instancePath+"/count",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reacted !== undefined){
const _errs7 = errors;
if(typeof data.reacted !== "boolean"){
validate832.errors = [{instancePath:instancePath+"/reacted",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate832.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate832.errors = vErrors;
return errors === 0;
}

export const PinState = /*#__PURE__*/ withMessages(validate834);

function validate834(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.message_id === undefined) && (missing0 = "message_id")) || ((data.pinned === undefined) && (missing0 = "pinned"))){
validate834.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "message_id") || (key0 === "pinned"))){
validate834.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.message_id !== undefined){
const _errs2 = errors;
if(!(validate53(data.message_id, {instancePath:instancePath+"/message_id"}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinned !== undefined){
const _errs3 = errors;
if(typeof data.pinned !== "boolean"){
validate834.errors = [{instancePath:instancePath+"/pinned",keyword:"type",params:{type: "boolean"}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate834.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate834.errors = vErrors;
return errors === 0;
}

export const MessageCreatedV1Redacted = /*#__PURE__*/ withMessages(validate836);

function validate836(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate143(data, {instancePath}))){
vErrors = vErrors === null ? validate143.errors : vErrors.concat(validate143.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
let data0 = data.message;
const _errs2 = errors;
if(!(validate89(data0, {instancePath:instancePath+"/message"}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.deleted_at === undefined) && (missing0 = "deleted_at")){
validate836.errors = [{instancePath:instancePath+"/message",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data0.attachments !== undefined){
var valid3 = false;
validate836.errors = [{instancePath:instancePath+"/message/attachments",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.mention_ids !== undefined){
var valid3 = false;
validate836.errors = [{instancePath:instancePath+"/message/mention_ids",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.components !== undefined){
var valid3 = false;
validate836.errors = [{instancePath:instancePath+"/message/components",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.reactions !== undefined){
var valid3 = false;
validate836.errors = [{instancePath:instancePath+"/message/reactions",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.content_md !== undefined){
const _errs5 = errors;
if("" !== data0.content_md){
validate836.errors = [{instancePath:instancePath+"/message/content_md",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid3 = _errs5 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
else {
validate836.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
}
else {
validate836.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate836.errors = vErrors;
return errors === 0;
}

export const MessageUpdatedV1Redacted = /*#__PURE__*/ withMessages(validate839);

function validate839(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate145(data, {instancePath}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
let data0 = data.message;
const _errs2 = errors;
if(!(validate89(data0, {instancePath:instancePath+"/message"}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.deleted_at === undefined) && (missing0 = "deleted_at")){
validate839.errors = [{instancePath:instancePath+"/message",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data0.attachments !== undefined){
var valid3 = false;
validate839.errors = [{instancePath:instancePath+"/message/attachments",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.mention_ids !== undefined){
var valid3 = false;
validate839.errors = [{instancePath:instancePath+"/message/mention_ids",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.components !== undefined){
var valid3 = false;
validate839.errors = [{instancePath:instancePath+"/message/components",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.reactions !== undefined){
var valid3 = false;
validate839.errors = [{instancePath:instancePath+"/message/reactions",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.content_md !== undefined){
const _errs5 = errors;
if("" !== data0.content_md){
validate839.errors = [{instancePath:instancePath+"/message/content_md",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid3 = _errs5 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
else {
validate839.errors = [{instancePath:instancePath+"/message",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
}
else {
validate839.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate839.errors = vErrors;
return errors === 0;
}

export const ReactionAddedV1Redacted = /*#__PURE__*/ withMessages(validate842);

function validate842(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate152(data, {instancePath}))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.emoji !== undefined){
const _errs2 = errors;
if("" !== data.emoji){
validate842.errors = [{instancePath:instancePath+"/emoji",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.count !== undefined){
const _errs3 = errors;
if(0 !== data.count){
validate842.errors = [{instancePath:instancePath+"/count",keyword:"const",params:{allowedValue: 0}}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
}
}
else {
validate842.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate842.errors = vErrors;
return errors === 0;
}

export const ReactionRemovedV1Redacted = /*#__PURE__*/ withMessages(validate844);

function validate844(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate155(data, {instancePath}))){
vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.emoji !== undefined){
const _errs2 = errors;
if("" !== data.emoji){
validate844.errors = [{instancePath:instancePath+"/emoji",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid1 = _errs2 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.count !== undefined){
const _errs3 = errors;
if(0 !== data.count){
validate844.errors = [{instancePath:instancePath+"/count",keyword:"const",params:{allowedValue: 0}}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
}
}
else {
validate844.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate844.errors = vErrors;
return errors === 0;
}

export const FileUpdatedV1Redacted = /*#__PURE__*/ withMessages(validate846);

function validate846(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate163(data, {instancePath}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file !== undefined){
let data0 = data.file;
const _errs2 = errors;
if(!(validate109(data0, {instancePath:instancePath+"/file"}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.version !== undefined){
var valid3 = false;
validate846.errors = [{instancePath:instancePath+"/file/version",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.sha256 !== undefined){
var valid3 = false;
validate846.errors = [{instancePath:instancePath+"/file/sha256",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.message_id !== undefined){
var valid3 = false;
validate846.errors = [{instancePath:instancePath+"/file/message_id",keyword:"false schema",params:{}}];
return false;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.original_name !== undefined){
const _errs5 = errors;
if("" !== data0.original_name){
validate846.errors = [{instancePath:instancePath+"/file/original_name",keyword:"const",params:{allowedValue: ""}}];
return false;
}
var valid3 = _errs5 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.size_bytes !== undefined){
const _errs6 = errors;
if(0 !== data0.size_bytes){
validate846.errors = [{instancePath:instancePath+"/file/size_bytes",keyword:"const",params:{allowedValue: 0}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.mime_type !== undefined){
const _errs7 = errors;
if("application/octet-stream" !== data0.mime_type){
validate846.errors = [{instancePath:instancePath+"/file/mime_type",keyword:"const",params:{allowedValue: "application/octet-stream"}}];
return false;
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.thumbnails !== undefined){
const _errs8 = errors;
if(!func0(data0.thumbnails, schema138_48)){
validate846.errors = [{instancePath:instancePath+"/file/thumbnails",keyword:"const",params:{allowedValue: schema138_48}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
}
else {
validate846.errors = [{instancePath:instancePath+"/file",keyword:"type",params:{type: "object"}}];
return false;
}
}
}
}
else {
validate846.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate846.errors = vErrors;
return errors === 0;
}

export const StoredMessageCreatedEvent = /*#__PURE__*/ withMessages(validate849);
const schema266_84 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true};

function validate850(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate850.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema266_84, key0))){
validate850.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate850.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate850.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))) || ((data2.version === undefined) && (missing1 = "version"))){
validate850.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((key1 === "kind") || (key1 === "id")) || (key1 === "version"))){
validate850.errors = [{instancePath:instancePath+"/resource",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate850.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate850.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate850.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.version !== undefined){
const _errs13 = errors;
if(!(validate57(data2.version, {instancePath:instancePath+"/resource/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate850.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate850.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate850.errors = vErrors;
return errors === 0;
}


function validate849(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate400(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate400.errors : vErrors.concat(validate400.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate849.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate849.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("message.created" !== data2){
validate849.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "message.created"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate849.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate849.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate849.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate143(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate143.errors : vErrors.concat(validate143.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate849.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate849.errors = vErrors;
return errors === 0;
}

export const StoredMessageUpdatedEvent = /*#__PURE__*/ withMessages(validate856);

function validate856(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate407(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate407.errors : vErrors.concat(validate407.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate856.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate856.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("message.updated" !== data2){
validate856.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "message.updated"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate856.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate856.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate856.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate145(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate856.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate856.errors = vErrors;
return errors === 0;
}

export const StoredMessageDeletedEvent = /*#__PURE__*/ withMessages(validate860);

function validate860(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate860.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("message.deleted" !== data0){
validate860.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "message.deleted"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate860.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("message" !== data2.kind){
validate860.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate860.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate147(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate860.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate860.errors = vErrors;
return errors === 0;
}

export const StoredReactionAddedEvent = /*#__PURE__*/ withMessages(validate863);
const schema270_85 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true};

function validate864(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate864.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema270_85, key0))){
validate864.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate864.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate864.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))){
validate864.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "kind") || (key1 === "id"))){
validate864.errors = [{instancePath:instancePath+"/resource",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate864.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate864.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate864.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate864.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate864.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate864.errors = vErrors;
return errors === 0;
}


function validate863(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate864(data, {instancePath}))){
vErrors = vErrors === null ? validate864.errors : vErrors.concat(validate864.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate419(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate419.errors : vErrors.concat(validate419.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate863.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate863.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("reaction.added" !== data2){
validate863.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "reaction.added"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate863.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate863.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate863.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate152(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate863.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate863.errors = vErrors;
return errors === 0;
}

export const StoredReactionRemovedEvent = /*#__PURE__*/ withMessages(validate869);

function validate869(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate864(data, {instancePath}))){
vErrors = vErrors === null ? validate864.errors : vErrors.concat(validate864.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate425(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate425.errors : vErrors.concat(validate425.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate869.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate869.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("reaction.removed" !== data2){
validate869.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "reaction.removed"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate869.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate869.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate869.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate155(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate869.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate869.errors = vErrors;
return errors === 0;
}

export const StoredPinAddedEvent = /*#__PURE__*/ withMessages(validate873);

function validate873(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate864(data, {instancePath}))){
vErrors = vErrors === null ? validate864.errors : vErrors.concat(validate864.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate873.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("pin.added" !== data0){
validate873.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "pin.added"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate873.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("message" !== data2.kind){
validate873.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate873.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate158(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate158.errors : vErrors.concat(validate158.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate873.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate873.errors = vErrors;
return errors === 0;
}

export const StoredPinRemovedEvent = /*#__PURE__*/ withMessages(validate876);

function validate876(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate864(data, {instancePath}))){
vErrors = vErrors === null ? validate864.errors : vErrors.concat(validate864.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate876.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("pin.removed" !== data0){
validate876.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "pin.removed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate876.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("message" !== data2.kind){
validate876.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate876.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate161(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate876.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate876.errors = vErrors;
return errors === 0;
}

export const StoredFileUpdatedEvent = /*#__PURE__*/ withMessages(validate879);

function validate879(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate437(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate437.errors : vErrors.concat(validate437.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate879.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate879.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("file.updated" !== data2){
validate879.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "file.updated"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate879.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("file" !== data4.kind){
validate879.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "file"}}];
return false;
}
}
}
else {
validate879.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate163(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate879.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate879.errors = vErrors;
return errors === 0;
}

export const StoredThreadUpdatedEvent = /*#__PURE__*/ withMessages(validate883);

function validate883(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate883.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.updated" !== data0){
validate883.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate883.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate883.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate883.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate165(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate165.errors : vErrors.concat(validate165.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate883.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate883.errors = vErrors;
return errors === 0;
}

export const StoredThreadClosedEvent = /*#__PURE__*/ withMessages(validate886);

function validate886(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate886.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.closed" !== data0){
validate886.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.closed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate886.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate886.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate886.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate167(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate167.errors : vErrors.concat(validate167.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate886.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate886.errors = vErrors;
return errors === 0;
}

export const StoredThreadMovedEvent = /*#__PURE__*/ withMessages(validate889);

function validate889(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate889.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.moved" !== data0){
validate889.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.moved"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate889.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate889.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate889.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate169(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate889.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate889.errors = vErrors;
return errors === 0;
}

export const StoredThreadMovedOutEvent = /*#__PURE__*/ withMessages(validate892);

function validate892(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate864(data, {instancePath}))){
vErrors = vErrors === null ? validate864.errors : vErrors.concat(validate864.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate892.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.moved_out" !== data0){
validate892.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.moved_out"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate892.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate892.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate892.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate172(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate172.errors : vErrors.concat(validate172.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate892.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate892.errors = vErrors;
return errors === 0;
}

export const StoredChannelCreatedEvent = /*#__PURE__*/ withMessages(validate895);

function validate895(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate895.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.created" !== data0){
validate895.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.created"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate895.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate895.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate895.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate175(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate175.errors : vErrors.concat(validate175.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate895.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate895.errors = vErrors;
return errors === 0;
}

export const StoredChannelUpdatedEvent = /*#__PURE__*/ withMessages(validate898);

function validate898(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate898.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.updated" !== data0){
validate898.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate898.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate898.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate898.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate177(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate898.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate898.errors = vErrors;
return errors === 0;
}

export const StoredChannelArchivedEvent = /*#__PURE__*/ withMessages(validate901);

function validate901(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate901.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.archived" !== data0){
validate901.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.archived"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate901.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate901.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate901.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate179(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate179.errors : vErrors.concat(validate179.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate901.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate901.errors = vErrors;
return errors === 0;
}

export const StoredChannelSettingsChangedEvent = /*#__PURE__*/ withMessages(validate904);

function validate904(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate864(data, {instancePath}))){
vErrors = vErrors === null ? validate864.errors : vErrors.concat(validate864.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate904.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.settings_changed" !== data0){
validate904.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.settings_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate904.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate904.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate904.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate181(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate904.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate904.errors = vErrors;
return errors === 0;
}

export const StoredSpaceArchivedEvent = /*#__PURE__*/ withMessages(validate907);

function validate907(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate907.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("space.archived" !== data0){
validate907.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "space.archived"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate907.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("space" !== data2.kind){
validate907.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "space"}}];
return false;
}
}
}
else {
validate907.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate183(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate183.errors : vErrors.concat(validate183.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate907.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate907.errors = vErrors;
return errors === 0;
}

export const StoredImportProgressEvent = /*#__PURE__*/ withMessages(validate910);

function validate910(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate910.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("import.progress" !== data0){
validate910.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "import.progress"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate910.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("import" !== data2.kind){
validate910.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "import"}}];
return false;
}
}
}
else {
validate910.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate185(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate185.errors : vErrors.concat(validate185.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate910.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate910.errors = vErrors;
return errors === 0;
}

export const StoredRunStateChangedEvent = /*#__PURE__*/ withMessages(validate913);

function validate913(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate913.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("run.state_changed" !== data0){
validate913.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "run.state_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate913.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate913.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate913.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate188(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate188.errors : vErrors.concat(validate188.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate913.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate913.errors = vErrors;
return errors === 0;
}

export const StoredRunCancelRequestedEvent = /*#__PURE__*/ withMessages(validate916);
const schema287_86 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true};

function validate917(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.audience === undefined) && (missing0 = "audience"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate917.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema287_86, key0))){
validate917.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate917.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate917.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))){
validate917.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!((key1 === "kind") || (key1 === "id"))){
validate917.errors = [{instancePath:instancePath+"/resource",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate917.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate917.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate917.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate917.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate917.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate917.errors = vErrors;
return errors === 0;
}


function validate916(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate917(data, {instancePath}))){
vErrors = vErrors === null ? validate917.errors : vErrors.concat(validate917.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate916.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("run.cancel_requested" !== data0){
validate916.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "run.cancel_requested"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate916.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate916.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate916.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate193(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate916.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate916.errors = vErrors;
return errors === 0;
}

export const StoredAgentInvocationEvent = /*#__PURE__*/ withMessages(validate921);

function validate921(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate917(data, {instancePath}))){
vErrors = vErrors === null ? validate917.errors : vErrors.concat(validate917.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate921.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.invocation" !== data0){
validate921.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.invocation"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate921.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate921.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate921.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate195(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate195.errors : vErrors.concat(validate195.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate921.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate921.errors = vErrors;
return errors === 0;
}

export const StoredAgentFollowupEvent = /*#__PURE__*/ withMessages(validate924);

function validate924(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate917(data, {instancePath}))){
vErrors = vErrors === null ? validate917.errors : vErrors.concat(validate917.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate924.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.followup" !== data0){
validate924.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.followup"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate924.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate924.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate924.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate200(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate924.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate924.errors = vErrors;
return errors === 0;
}

export const StoredAgentConfigChangedEvent = /*#__PURE__*/ withMessages(validate927);

function validate927(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate917(data, {instancePath}))){
vErrors = vErrors === null ? validate917.errors : vErrors.concat(validate917.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate927.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.config_changed" !== data0){
validate927.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.config_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate927.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate927.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate927.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate204(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate204.errors : vErrors.concat(validate204.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate927.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate927.errors = vErrors;
return errors === 0;
}

export const StoredAgentUpdatedEvent = /*#__PURE__*/ withMessages(validate930);

function validate930(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate930.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.updated" !== data0){
validate930.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate930.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("agent" !== data2.kind){
validate930.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "agent"}}];
return false;
}
}
}
else {
validate930.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate207(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate207.errors : vErrors.concat(validate207.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate930.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate930.errors = vErrors;
return errors === 0;
}

export const StoredAgentSessionChangedEvent = /*#__PURE__*/ withMessages(validate933);

function validate933(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate864(data, {instancePath}))){
vErrors = vErrors === null ? validate864.errors : vErrors.concat(validate864.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate933.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent_session.changed" !== data0){
validate933.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent_session.changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate933.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate933.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate933.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate209(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate209.errors : vErrors.concat(validate209.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate933.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate933.errors = vErrors;
return errors === 0;
}

export const StoredCommandInvokedEvent = /*#__PURE__*/ withMessages(validate936);

function validate936(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate917(data, {instancePath}))){
vErrors = vErrors === null ? validate917.errors : vErrors.concat(validate917.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate936.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("command.invoked" !== data0){
validate936.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "command.invoked"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate936.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("command" !== data2.kind){
validate936.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "command"}}];
return false;
}
}
}
else {
validate936.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate213(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate936.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate936.errors = vErrors;
return errors === 0;
}

export const StoredInteractionCreatedEvent = /*#__PURE__*/ withMessages(validate939);
const schema295_87 = {"id":true,"seq":true,"type":true,"schema_version":true,"occurred_at":true,"actor":true,"scope":true,"resource":true,"audience":true,"payload":true,"redacted":true,"truncated":true,"correlation_id":true,"trace_context":true,"client_msg_id":true,"permission_version":true};

function validate940(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate388(data, {instancePath}))){
vErrors = vErrors === null ? validate388.errors : vErrors.concat(validate388.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.id === undefined) && (missing0 = "id")) || ((data.type === undefined) && (missing0 = "type"))) || ((data.schema_version === undefined) && (missing0 = "schema_version"))) || ((data.occurred_at === undefined) && (missing0 = "occurred_at"))) || ((data.scope === undefined) && (missing0 = "scope"))) || ((data.resource === undefined) && (missing0 = "resource"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.audience === undefined) && (missing0 = "audience"))) || ((data.permission_version === undefined) && (missing0 = "permission_version"))){
validate940.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func3.call(schema295_87, key0))){
validate940.errors = [{instancePath,keyword:"additionalProperties",params:{additionalProperty: key0}}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate940.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
let data1 = data.schema_version;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate940.errors = [{instancePath:instancePath+"/schema_version",keyword:"type",params:{type: "integer"}}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((data2.kind === undefined) && (missing1 = "kind")) || ((data2.id === undefined) && (missing1 = "id"))) || ((data2.version === undefined) && (missing1 = "version"))){
validate940.errors = [{instancePath:instancePath+"/resource",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((key1 === "kind") || (key1 === "id")) || (key1 === "version"))){
validate940.errors = [{instancePath:instancePath+"/resource",keyword:"additionalProperties",params:{additionalProperty: key1}}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.kind !== undefined){
const _errs9 = errors;
if(typeof data2.kind !== "string"){
validate940.errors = [{instancePath:instancePath+"/resource/kind",keyword:"type",params:{type: "string"}}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.id !== undefined){
let data4 = data2.id;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate940.errors = [{instancePath:instancePath+"/resource/id",keyword:"minLength",params:{limit: 1}}];
return false;
}
}
else {
validate940.errors = [{instancePath:instancePath+"/resource/id",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.version !== undefined){
const _errs13 = errors;
if(!(validate57(data2.version, {instancePath:instancePath+"/resource/version"}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate940.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate940.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate940.errors = vErrors;
return errors === 0;
}


function validate939(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate940(data, {instancePath}))){
vErrors = vErrors === null ? validate940.errors : vErrors.concat(validate940.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate939.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("interaction.created" !== data0){
validate939.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "interaction.created"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate939.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("interaction" !== data2.kind){
validate939.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "interaction"}}];
return false;
}
}
}
else {
validate939.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate220(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate939.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate939.errors = vErrors;
return errors === 0;
}

export const StoredInteractionDiscardedEvent = /*#__PURE__*/ withMessages(validate945);

function validate945(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate940(data, {instancePath}))){
vErrors = vErrors === null ? validate940.errors : vErrors.concat(validate940.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate945.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("interaction.discarded" !== data0){
validate945.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "interaction.discarded"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate945.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("interaction" !== data2.kind){
validate945.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "interaction"}}];
return false;
}
}
}
else {
validate945.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate227(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate227.errors : vErrors.concat(validate227.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate945.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate945.errors = vErrors;
return errors === 0;
}

export const StoredAccessChangedEvent = /*#__PURE__*/ withMessages(validate948);

function validate948(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate917(data, {instancePath}))){
vErrors = vErrors === null ? validate917.errors : vErrors.concat(validate917.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate948.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("access.changed" !== data0){
validate948.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "access.changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate948.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("principal" !== data2.kind){
validate948.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "principal"}}];
return false;
}
}
}
else {
validate948.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate232(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate232.errors : vErrors.concat(validate232.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate948.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate948.errors = vErrors;
return errors === 0;
}

export const StoredAccessExpiringEvent = /*#__PURE__*/ withMessages(validate951);

function validate951(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate917(data, {instancePath}))){
vErrors = vErrors === null ? validate917.errors : vErrors.concat(validate917.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate951.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("access.expiring" !== data0){
validate951.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "access.expiring"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate951.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("grant" !== data2.kind){
validate951.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "grant"}}];
return false;
}
}
}
else {
validate951.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate236(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate951.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate951.errors = vErrors;
return errors === 0;
}

export const StoredReadStateUpdatedEvent = /*#__PURE__*/ withMessages(validate954);

function validate954(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate917(data, {instancePath}))){
vErrors = vErrors === null ? validate917.errors : vErrors.concat(validate917.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate954.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("read_state.updated" !== data0){
validate954.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "read_state.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate954.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate954.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate954.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate240(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate240.errors : vErrors.concat(validate240.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate954.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate954.errors = vErrors;
return errors === 0;
}

export const StoredSidebarUpdatedEvent = /*#__PURE__*/ withMessages(validate957);

function validate957(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate917(data, {instancePath}))){
vErrors = vErrors === null ? validate917.errors : vErrors.concat(validate917.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate957.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("sidebar.updated" !== data0){
validate957.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "sidebar.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate957.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("space" !== data2.kind){
validate957.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "space"}}];
return false;
}
}
}
else {
validate957.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate244(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate244.errors : vErrors.concat(validate244.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate957.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate957.errors = vErrors;
return errors === 0;
}

export const StoredDraftUpdatedEvent = /*#__PURE__*/ withMessages(validate960);

function validate960(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate940(data, {instancePath}))){
vErrors = vErrors === null ? validate940.errors : vErrors.concat(validate940.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate960.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("draft.updated" !== data0){
validate960.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "draft.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate960.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("draft" !== data2.kind){
validate960.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "draft"}}];
return false;
}
}
}
else {
validate960.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate249(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate249.errors : vErrors.concat(validate249.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate960.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate960.errors = vErrors;
return errors === 0;
}

export const StoredDraftDeletedEvent = /*#__PURE__*/ withMessages(validate963);

function validate963(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate940(data, {instancePath}))){
vErrors = vErrors === null ? validate940.errors : vErrors.concat(validate940.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate963.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("draft.deleted" !== data0){
validate963.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "draft.deleted"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate963.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("draft" !== data2.kind){
validate963.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "draft"}}];
return false;
}
}
}
else {
validate963.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate254(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate254.errors : vErrors.concat(validate254.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate963.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate963.errors = vErrors;
return errors === 0;
}

export const StoredSettingsUpdatedEvent = /*#__PURE__*/ withMessages(validate966);

function validate966(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate940(data, {instancePath}))){
vErrors = vErrors === null ? validate940.errors : vErrors.concat(validate940.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate966.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("settings.updated" !== data0){
validate966.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "settings.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate966.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("setting" !== data2.kind){
validate966.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "setting"}}];
return false;
}
}
}
else {
validate966.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate258(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate258.errors : vErrors.concat(validate258.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate966.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate966.errors = vErrors;
return errors === 0;
}

export const StoredNotificationPrefUpdatedEvent = /*#__PURE__*/ withMessages(validate969);

function validate969(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate940(data, {instancePath}))){
vErrors = vErrors === null ? validate940.errors : vErrors.concat(validate940.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate969.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("notification_pref.updated" !== data0){
validate969.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "notification_pref.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate969.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("notification_pref" !== data2.kind){
validate969.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "notification_pref"}}];
return false;
}
}
}
else {
validate969.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate262(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate969.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate969.errors = vErrors;
return errors === 0;
}

export const StoredQuietHoursUpdatedEvent = /*#__PURE__*/ withMessages(validate972);

function validate972(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate940(data, {instancePath}))){
vErrors = vErrors === null ? validate940.errors : vErrors.concat(validate940.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate972.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("quiet_hours.updated" !== data0){
validate972.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "quiet_hours.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate972.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("quiet_hours" !== data2.kind){
validate972.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "quiet_hours"}}];
return false;
}
}
}
else {
validate972.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate266(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate266.errors : vErrors.concat(validate266.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate972.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate972.errors = vErrors;
return errors === 0;
}

export const StoredHostUpdatedEvent = /*#__PURE__*/ withMessages(validate975);

function validate975(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate850(data, {instancePath}))){
vErrors = vErrors === null ? validate850.errors : vErrors.concat(validate850.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate975.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("host.updated" !== data0){
validate975.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "host.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate975.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("host" !== data2.kind){
validate975.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "host"}}];
return false;
}
}
}
else {
validate975.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate269(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate269.errors : vErrors.concat(validate269.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate975.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate975.errors = vErrors;
return errors === 0;
}

export const StoredTerminalSessionChangedEvent = /*#__PURE__*/ withMessages(validate978);

function validate978(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate940(data, {instancePath}))){
vErrors = vErrors === null ? validate940.errors : vErrors.concat(validate940.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate978.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("terminal_session.changed" !== data0){
validate978.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "terminal_session.changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate978.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("terminal_session" !== data2.kind){
validate978.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "terminal_session"}}];
return false;
}
}
}
else {
validate978.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate272(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate272.errors : vErrors.concat(validate272.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate978.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate978.errors = vErrors;
return errors === 0;
}

export const MessageCreatedEvent = /*#__PURE__*/ withMessages(validate981);

function validate981(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate400(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate400.errors : vErrors.concat(validate400.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate981.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate981.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("message.created" !== data2){
validate981.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "message.created"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate981.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate981.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate981.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate143(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate143.errors : vErrors.concat(validate143.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate981.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate981.errors = vErrors;
return errors === 0;
}

export const MessageUpdatedEvent = /*#__PURE__*/ withMessages(validate985);

function validate985(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate407(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate407.errors : vErrors.concat(validate407.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate985.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate985.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("message.updated" !== data2){
validate985.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "message.updated"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate985.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate985.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate985.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate145(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate985.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate985.errors = vErrors;
return errors === 0;
}

export const MessageDeletedEvent = /*#__PURE__*/ withMessages(validate989);

function validate989(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate989.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("message.deleted" !== data0){
validate989.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "message.deleted"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate989.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("message" !== data2.kind){
validate989.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate989.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate147(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate989.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate989.errors = vErrors;
return errors === 0;
}

export const ReactionAddedEvent = /*#__PURE__*/ withMessages(validate992);

function validate992(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate416(data, {instancePath}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate419(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate419.errors : vErrors.concat(validate419.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate992.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate992.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("reaction.added" !== data2){
validate992.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "reaction.added"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate992.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate992.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate992.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate152(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate992.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate992.errors = vErrors;
return errors === 0;
}

export const ReactionRemovedEvent = /*#__PURE__*/ withMessages(validate996);

function validate996(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate416(data, {instancePath}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate425(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate425.errors : vErrors.concat(validate425.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate996.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate996.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("reaction.removed" !== data2){
validate996.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "reaction.removed"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate996.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("message" !== data4.kind){
validate996.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate996.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate155(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate996.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate996.errors = vErrors;
return errors === 0;
}

export const PinAddedEvent = /*#__PURE__*/ withMessages(validate1000);

function validate1000(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate416(data, {instancePath}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1000.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("pin.added" !== data0){
validate1000.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "pin.added"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1000.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("message" !== data2.kind){
validate1000.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate1000.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate158(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate158.errors : vErrors.concat(validate158.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1000.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1000.errors = vErrors;
return errors === 0;
}

export const PinRemovedEvent = /*#__PURE__*/ withMessages(validate1003);

function validate1003(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate416(data, {instancePath}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1003.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("pin.removed" !== data0){
validate1003.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "pin.removed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1003.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("message" !== data2.kind){
validate1003.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "message"}}];
return false;
}
}
}
else {
validate1003.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate161(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1003.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1003.errors = vErrors;
return errors === 0;
}

export const FileUpdatedEvent = /*#__PURE__*/ withMessages(validate1006);

function validate1006(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
else {
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.redacted === undefined) && (missing0 = "redacted")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.redacted !== undefined){
if(true !== data.redacted){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payload !== undefined){
if(!(validate437(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate437.errors : vErrors.concat(validate437.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate1006.errors = vErrors;
return false;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data2 = data.type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate1006.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("file.updated" !== data2){
validate1006.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "file.updated"}}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs8 = errors;
if(1 !== data.schema_version){
validate1006.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.resource !== undefined){
let data4 = data.resource;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.kind !== undefined){
if("file" !== data4.kind){
validate1006.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "file"}}];
return false;
}
}
}
else {
validate1006.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.payload !== undefined){
const _errs12 = errors;
if(!(validate163(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate1006.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1006.errors = vErrors;
return errors === 0;
}

export const ThreadUpdatedEvent = /*#__PURE__*/ withMessages(validate1010);

function validate1010(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1010.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.updated" !== data0){
validate1010.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1010.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate1010.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate1010.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate165(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate165.errors : vErrors.concat(validate165.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1010.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1010.errors = vErrors;
return errors === 0;
}

export const ThreadClosedEvent = /*#__PURE__*/ withMessages(validate1013);

function validate1013(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1013.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.closed" !== data0){
validate1013.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.closed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1013.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate1013.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate1013.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate167(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate167.errors : vErrors.concat(validate167.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1013.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1013.errors = vErrors;
return errors === 0;
}

export const ThreadMovedEvent = /*#__PURE__*/ withMessages(validate1016);

function validate1016(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1016.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.moved" !== data0){
validate1016.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.moved"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1016.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate1016.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate1016.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate169(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1016.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1016.errors = vErrors;
return errors === 0;
}

export const ThreadMovedOutEvent = /*#__PURE__*/ withMessages(validate1019);

function validate1019(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate416(data, {instancePath}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1019.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("thread.moved_out" !== data0){
validate1019.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "thread.moved_out"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1019.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate1019.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate1019.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate172(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate172.errors : vErrors.concat(validate172.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1019.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1019.errors = vErrors;
return errors === 0;
}

export const ChannelCreatedEvent = /*#__PURE__*/ withMessages(validate1022);

function validate1022(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1022.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.created" !== data0){
validate1022.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.created"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1022.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate1022.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate1022.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate175(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate175.errors : vErrors.concat(validate175.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1022.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1022.errors = vErrors;
return errors === 0;
}

export const ChannelUpdatedEvent = /*#__PURE__*/ withMessages(validate1025);

function validate1025(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1025.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.updated" !== data0){
validate1025.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1025.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate1025.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate1025.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate177(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1025.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1025.errors = vErrors;
return errors === 0;
}

export const ChannelArchivedEvent = /*#__PURE__*/ withMessages(validate1028);

function validate1028(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1028.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.archived" !== data0){
validate1028.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.archived"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1028.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate1028.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate1028.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate179(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate179.errors : vErrors.concat(validate179.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1028.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1028.errors = vErrors;
return errors === 0;
}

export const ChannelSettingsChangedEvent = /*#__PURE__*/ withMessages(validate1031);

function validate1031(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate416(data, {instancePath}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1031.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("channel.settings_changed" !== data0){
validate1031.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "channel.settings_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1031.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate1031.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate1031.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate181(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1031.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1031.errors = vErrors;
return errors === 0;
}

export const SpaceArchivedEvent = /*#__PURE__*/ withMessages(validate1034);

function validate1034(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1034.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("space.archived" !== data0){
validate1034.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "space.archived"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1034.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("space" !== data2.kind){
validate1034.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "space"}}];
return false;
}
}
}
else {
validate1034.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate183(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate183.errors : vErrors.concat(validate183.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1034.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1034.errors = vErrors;
return errors === 0;
}

export const ImportProgressEvent = /*#__PURE__*/ withMessages(validate1037);

function validate1037(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1037.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("import.progress" !== data0){
validate1037.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "import.progress"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1037.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("import" !== data2.kind){
validate1037.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "import"}}];
return false;
}
}
}
else {
validate1037.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate185(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate185.errors : vErrors.concat(validate185.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1037.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1037.errors = vErrors;
return errors === 0;
}

export const RunStateChangedEvent = /*#__PURE__*/ withMessages(validate1040);

function validate1040(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1040.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("run.state_changed" !== data0){
validate1040.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "run.state_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1040.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate1040.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate1040.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate188(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate188.errors : vErrors.concat(validate188.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1040.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1040.errors = vErrors;
return errors === 0;
}

export const RunCancelRequestedEvent = /*#__PURE__*/ withMessages(validate1043);

function validate1043(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate476(data, {instancePath}))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1043.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("run.cancel_requested" !== data0){
validate1043.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "run.cancel_requested"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1043.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate1043.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate1043.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate193(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1043.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1043.errors = vErrors;
return errors === 0;
}

export const AgentInvocationEvent = /*#__PURE__*/ withMessages(validate1046);

function validate1046(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate481(data, {instancePath}))){
vErrors = vErrors === null ? validate481.errors : vErrors.concat(validate481.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1046.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.invocation" !== data0){
validate1046.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.invocation"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1046.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate1046.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate1046.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate195(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate195.errors : vErrors.concat(validate195.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1046.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1046.errors = vErrors;
return errors === 0;
}

export const AgentFollowupEvent = /*#__PURE__*/ withMessages(validate1049);

function validate1049(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate481(data, {instancePath}))){
vErrors = vErrors === null ? validate481.errors : vErrors.concat(validate481.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1049.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.followup" !== data0){
validate1049.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.followup"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1049.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate1049.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate1049.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate200(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1049.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1049.errors = vErrors;
return errors === 0;
}

export const AgentConfigChangedEvent = /*#__PURE__*/ withMessages(validate1052);

function validate1052(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate476(data, {instancePath}))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1052.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.config_changed" !== data0){
validate1052.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.config_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1052.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("channel" !== data2.kind){
validate1052.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "channel"}}];
return false;
}
}
}
else {
validate1052.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate204(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate204.errors : vErrors.concat(validate204.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1052.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1052.errors = vErrors;
return errors === 0;
}

export const AgentUpdatedEvent = /*#__PURE__*/ withMessages(validate1055);

function validate1055(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1055.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.updated" !== data0){
validate1055.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1055.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("agent" !== data2.kind){
validate1055.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "agent"}}];
return false;
}
}
}
else {
validate1055.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate207(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate207.errors : vErrors.concat(validate207.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1055.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1055.errors = vErrors;
return errors === 0;
}

export const AgentSessionChangedEvent = /*#__PURE__*/ withMessages(validate1058);

function validate1058(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate416(data, {instancePath}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1058.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent_session.changed" !== data0){
validate1058.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent_session.changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1058.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate1058.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate1058.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate209(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate209.errors : vErrors.concat(validate209.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1058.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1058.errors = vErrors;
return errors === 0;
}

export const CommandInvokedEvent = /*#__PURE__*/ withMessages(validate1061);

function validate1061(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate476(data, {instancePath}))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1061.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("command.invoked" !== data0){
validate1061.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "command.invoked"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1061.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("command" !== data2.kind){
validate1061.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "command"}}];
return false;
}
}
}
else {
validate1061.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate213(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate213.errors : vErrors.concat(validate213.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1061.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1061.errors = vErrors;
return errors === 0;
}

export const InteractionCreatedEvent = /*#__PURE__*/ withMessages(validate1064);

function validate1064(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate501(data, {instancePath}))){
vErrors = vErrors === null ? validate501.errors : vErrors.concat(validate501.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1064.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("interaction.created" !== data0){
validate1064.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "interaction.created"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1064.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("interaction" !== data2.kind){
validate1064.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "interaction"}}];
return false;
}
}
}
else {
validate1064.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate220(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1064.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1064.errors = vErrors;
return errors === 0;
}

export const InteractionDiscardedEvent = /*#__PURE__*/ withMessages(validate1067);

function validate1067(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate507(data, {instancePath}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1067.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("interaction.discarded" !== data0){
validate1067.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "interaction.discarded"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1067.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("interaction" !== data2.kind){
validate1067.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "interaction"}}];
return false;
}
}
}
else {
validate1067.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate227(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate227.errors : vErrors.concat(validate227.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1067.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1067.errors = vErrors;
return errors === 0;
}

export const AccessChangedEvent = /*#__PURE__*/ withMessages(validate1070);

function validate1070(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate476(data, {instancePath}))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1070.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("access.changed" !== data0){
validate1070.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "access.changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1070.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("principal" !== data2.kind){
validate1070.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "principal"}}];
return false;
}
}
}
else {
validate1070.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate232(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate232.errors : vErrors.concat(validate232.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1070.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1070.errors = vErrors;
return errors === 0;
}

export const AccessExpiringEvent = /*#__PURE__*/ withMessages(validate1073);

function validate1073(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate476(data, {instancePath}))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1073.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("access.expiring" !== data0){
validate1073.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "access.expiring"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1073.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("grant" !== data2.kind){
validate1073.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "grant"}}];
return false;
}
}
}
else {
validate1073.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate236(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1073.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1073.errors = vErrors;
return errors === 0;
}

export const ReadStateUpdatedEvent = /*#__PURE__*/ withMessages(validate1076);

function validate1076(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate476(data, {instancePath}))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1076.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("read_state.updated" !== data0){
validate1076.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "read_state.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1076.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate1076.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate1076.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate240(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate240.errors : vErrors.concat(validate240.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1076.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1076.errors = vErrors;
return errors === 0;
}

export const SidebarUpdatedEvent = /*#__PURE__*/ withMessages(validate1079);

function validate1079(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate476(data, {instancePath}))){
vErrors = vErrors === null ? validate476.errors : vErrors.concat(validate476.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1079.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("sidebar.updated" !== data0){
validate1079.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "sidebar.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1079.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("space" !== data2.kind){
validate1079.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "space"}}];
return false;
}
}
}
else {
validate1079.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate244(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate244.errors : vErrors.concat(validate244.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1079.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1079.errors = vErrors;
return errors === 0;
}

export const DraftUpdatedEvent = /*#__PURE__*/ withMessages(validate1082);

function validate1082(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate507(data, {instancePath}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1082.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("draft.updated" !== data0){
validate1082.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "draft.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1082.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("draft" !== data2.kind){
validate1082.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "draft"}}];
return false;
}
}
}
else {
validate1082.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate249(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate249.errors : vErrors.concat(validate249.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1082.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1082.errors = vErrors;
return errors === 0;
}

export const DraftDeletedEvent = /*#__PURE__*/ withMessages(validate1085);

function validate1085(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate507(data, {instancePath}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1085.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("draft.deleted" !== data0){
validate1085.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "draft.deleted"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1085.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("draft" !== data2.kind){
validate1085.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "draft"}}];
return false;
}
}
}
else {
validate1085.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate254(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate254.errors : vErrors.concat(validate254.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1085.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1085.errors = vErrors;
return errors === 0;
}

export const SettingsUpdatedEvent = /*#__PURE__*/ withMessages(validate1088);

function validate1088(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate507(data, {instancePath}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1088.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("settings.updated" !== data0){
validate1088.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "settings.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1088.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("setting" !== data2.kind){
validate1088.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "setting"}}];
return false;
}
}
}
else {
validate1088.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate258(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate258.errors : vErrors.concat(validate258.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1088.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1088.errors = vErrors;
return errors === 0;
}

export const NotificationPrefUpdatedEvent = /*#__PURE__*/ withMessages(validate1091);

function validate1091(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate507(data, {instancePath}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1091.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("notification_pref.updated" !== data0){
validate1091.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "notification_pref.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1091.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("notification_pref" !== data2.kind){
validate1091.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "notification_pref"}}];
return false;
}
}
}
else {
validate1091.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate262(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate262.errors : vErrors.concat(validate262.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1091.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1091.errors = vErrors;
return errors === 0;
}

export const QuietHoursUpdatedEvent = /*#__PURE__*/ withMessages(validate1094);

function validate1094(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate507(data, {instancePath}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1094.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("quiet_hours.updated" !== data0){
validate1094.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "quiet_hours.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1094.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("quiet_hours" !== data2.kind){
validate1094.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "quiet_hours"}}];
return false;
}
}
}
else {
validate1094.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate266(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate266.errors : vErrors.concat(validate266.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1094.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1094.errors = vErrors;
return errors === 0;
}

export const HostUpdatedEvent = /*#__PURE__*/ withMessages(validate1097);

function validate1097(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate387(data, {instancePath}))){
vErrors = vErrors === null ? validate387.errors : vErrors.concat(validate387.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1097.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("host.updated" !== data0){
validate1097.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "host.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1097.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("host" !== data2.kind){
validate1097.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "host"}}];
return false;
}
}
}
else {
validate1097.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate269(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate269.errors : vErrors.concat(validate269.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1097.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1097.errors = vErrors;
return errors === 0;
}

export const TerminalSessionChangedEvent = /*#__PURE__*/ withMessages(validate1100);

function validate1100(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate507(data, {instancePath}))){
vErrors = vErrors === null ? validate507.errors : vErrors.concat(validate507.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1100.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("terminal_session.changed" !== data0){
validate1100.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "terminal_session.changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1100.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("terminal_session" !== data2.kind){
validate1100.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "terminal_session"}}];
return false;
}
}
}
else {
validate1100.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate272(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate272.errors : vErrors.concat(validate272.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1100.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1100.errors = vErrors;
return errors === 0;
}

export const TypingStartedEvent = /*#__PURE__*/ withMessages(validate1103);

function validate1103(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate546(data, {instancePath}))){
vErrors = vErrors === null ? validate546.errors : vErrors.concat(validate546.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1103.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("typing.started" !== data0){
validate1103.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "typing.started"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1103.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("thread" !== data2.kind){
validate1103.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "thread"}}];
return false;
}
}
}
else {
validate1103.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate276(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate276.errors : vErrors.concat(validate276.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1103.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1103.errors = vErrors;
return errors === 0;
}

export const RunUpdatedEvent = /*#__PURE__*/ withMessages(validate1106);

function validate1106(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate551(data, {instancePath}))){
vErrors = vErrors === null ? validate551.errors : vErrors.concat(validate551.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1106.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("run.updated" !== data0){
validate1106.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "run.updated"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1106.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("run" !== data2.kind){
validate1106.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "run"}}];
return false;
}
}
}
else {
validate1106.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate280(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate280.errors : vErrors.concat(validate280.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1106.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1106.errors = vErrors;
return errors === 0;
}

export const AgentPresenceChangedEvent = /*#__PURE__*/ withMessages(validate1109);

function validate1109(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate546(data, {instancePath}))){
vErrors = vErrors === null ? validate546.errors : vErrors.concat(validate546.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1109.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("agent.presence_changed" !== data0){
validate1109.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "agent.presence_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1109.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("agent" !== data2.kind){
validate1109.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "agent"}}];
return false;
}
}
}
else {
validate1109.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate286(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate286.errors : vErrors.concat(validate286.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1109.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1109.errors = vErrors;
return errors === 0;
}

export const NotificationCreatedEvent = /*#__PURE__*/ withMessages(validate1112);

function validate1112(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate560(data, {instancePath}))){
vErrors = vErrors === null ? validate560.errors : vErrors.concat(validate560.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1112.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("notification.created" !== data0){
validate1112.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "notification.created"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1112.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("notification" !== data2.kind){
validate1112.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "notification"}}];
return false;
}
}
}
else {
validate1112.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate288(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate288.errors : vErrors.concat(validate288.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1112.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1112.errors = vErrors;
return errors === 0;
}

export const CommandAutocompleteRequestedEvent = /*#__PURE__*/ withMessages(validate1115);

function validate1115(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate565(data, {instancePath}))){
vErrors = vErrors === null ? validate565.errors : vErrors.concat(validate565.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1115.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("command.autocomplete_requested" !== data0){
validate1115.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "command.autocomplete_requested"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1115.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("command" !== data2.kind){
validate1115.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "command"}}];
return false;
}
}
}
else {
validate1115.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate293(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate293.errors : vErrors.concat(validate293.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1115.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1115.errors = vErrors;
return errors === 0;
}

export const HostPresenceChangedEvent = /*#__PURE__*/ withMessages(validate1118);

function validate1118(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate546(data, {instancePath}))){
vErrors = vErrors === null ? validate546.errors : vErrors.concat(validate546.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1118.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("host.presence_changed" !== data0){
validate1118.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "host.presence_changed"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1118.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("host" !== data2.kind){
validate1118.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "host"}}];
return false;
}
}
}
else {
validate1118.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate300(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate300.errors : vErrors.concat(validate300.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1118.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1118.errors = vErrors;
return errors === 0;
}

export const StatsLiveEvent = /*#__PURE__*/ withMessages(validate1121);

function validate1121(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(!(validate560(data, {instancePath}))){
vErrors = vErrors === null ? validate560.errors : vErrors.concat(validate560.errors);
errors = vErrors.length;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
if(typeof data0 !== "string"){
validate1121.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
if("stats.live" !== data0){
validate1121.errors = [{instancePath:instancePath+"/type",keyword:"const",params:{allowedValue: "stats.live"}}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema_version !== undefined){
const _errs3 = errors;
if(1 !== data.schema_version){
validate1121.errors = [{instancePath:instancePath+"/schema_version",keyword:"const",params:{allowedValue: 1}}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resource !== undefined){
let data2 = data.resource;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind !== undefined){
if("stats" !== data2.kind){
validate1121.errors = [{instancePath:instancePath+"/resource/kind",keyword:"const",params:{allowedValue: "stats"}}];
return false;
}
}
}
else {
validate1121.errors = [{instancePath:instancePath+"/resource",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs7 = errors;
if(!(validate302(data.payload, {instancePath:instancePath+"/payload"}))){
vErrors = vErrors === null ? validate302.errors : vErrors.concat(validate302.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate1121.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1121.errors = vErrors;
return errors === 0;
}

export const StoredEvent = /*#__PURE__*/ withMessages(validate1124);

function validate1124(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate1124.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate1124.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "message.created"){
if(!(validate849(data, {instancePath}))){
vErrors = vErrors === null ? validate849.errors : vErrors.concat(validate849.errors);
errors = vErrors.length;
}
}
else if(tag0 === "message.updated"){
if(!(validate856(data, {instancePath}))){
vErrors = vErrors === null ? validate856.errors : vErrors.concat(validate856.errors);
errors = vErrors.length;
}
}
else if(tag0 === "message.deleted"){
if(!(validate860(data, {instancePath}))){
vErrors = vErrors === null ? validate860.errors : vErrors.concat(validate860.errors);
errors = vErrors.length;
}
}
else if(tag0 === "reaction.added"){
if(!(validate863(data, {instancePath}))){
vErrors = vErrors === null ? validate863.errors : vErrors.concat(validate863.errors);
errors = vErrors.length;
}
}
else if(tag0 === "reaction.removed"){
if(!(validate869(data, {instancePath}))){
vErrors = vErrors === null ? validate869.errors : vErrors.concat(validate869.errors);
errors = vErrors.length;
}
}
else if(tag0 === "pin.added"){
if(!(validate873(data, {instancePath}))){
vErrors = vErrors === null ? validate873.errors : vErrors.concat(validate873.errors);
errors = vErrors.length;
}
}
else if(tag0 === "pin.removed"){
if(!(validate876(data, {instancePath}))){
vErrors = vErrors === null ? validate876.errors : vErrors.concat(validate876.errors);
errors = vErrors.length;
}
}
else if(tag0 === "file.updated"){
if(!(validate879(data, {instancePath}))){
vErrors = vErrors === null ? validate879.errors : vErrors.concat(validate879.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.updated"){
if(!(validate883(data, {instancePath}))){
vErrors = vErrors === null ? validate883.errors : vErrors.concat(validate883.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.closed"){
if(!(validate886(data, {instancePath}))){
vErrors = vErrors === null ? validate886.errors : vErrors.concat(validate886.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.moved"){
if(!(validate889(data, {instancePath}))){
vErrors = vErrors === null ? validate889.errors : vErrors.concat(validate889.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.moved_out"){
if(!(validate892(data, {instancePath}))){
vErrors = vErrors === null ? validate892.errors : vErrors.concat(validate892.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.created"){
if(!(validate895(data, {instancePath}))){
vErrors = vErrors === null ? validate895.errors : vErrors.concat(validate895.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.updated"){
if(!(validate898(data, {instancePath}))){
vErrors = vErrors === null ? validate898.errors : vErrors.concat(validate898.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.archived"){
if(!(validate901(data, {instancePath}))){
vErrors = vErrors === null ? validate901.errors : vErrors.concat(validate901.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.settings_changed"){
if(!(validate904(data, {instancePath}))){
vErrors = vErrors === null ? validate904.errors : vErrors.concat(validate904.errors);
errors = vErrors.length;
}
}
else if(tag0 === "space.archived"){
if(!(validate907(data, {instancePath}))){
vErrors = vErrors === null ? validate907.errors : vErrors.concat(validate907.errors);
errors = vErrors.length;
}
}
else if(tag0 === "import.progress"){
if(!(validate910(data, {instancePath}))){
vErrors = vErrors === null ? validate910.errors : vErrors.concat(validate910.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.state_changed"){
if(!(validate913(data, {instancePath}))){
vErrors = vErrors === null ? validate913.errors : vErrors.concat(validate913.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.cancel_requested"){
if(!(validate916(data, {instancePath}))){
vErrors = vErrors === null ? validate916.errors : vErrors.concat(validate916.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.invocation"){
if(!(validate921(data, {instancePath}))){
vErrors = vErrors === null ? validate921.errors : vErrors.concat(validate921.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.followup"){
if(!(validate924(data, {instancePath}))){
vErrors = vErrors === null ? validate924.errors : vErrors.concat(validate924.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.config_changed"){
if(!(validate927(data, {instancePath}))){
vErrors = vErrors === null ? validate927.errors : vErrors.concat(validate927.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.updated"){
if(!(validate930(data, {instancePath}))){
vErrors = vErrors === null ? validate930.errors : vErrors.concat(validate930.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent_session.changed"){
if(!(validate933(data, {instancePath}))){
vErrors = vErrors === null ? validate933.errors : vErrors.concat(validate933.errors);
errors = vErrors.length;
}
}
else if(tag0 === "command.invoked"){
if(!(validate936(data, {instancePath}))){
vErrors = vErrors === null ? validate936.errors : vErrors.concat(validate936.errors);
errors = vErrors.length;
}
}
else if(tag0 === "interaction.created"){
if(!(validate939(data, {instancePath}))){
vErrors = vErrors === null ? validate939.errors : vErrors.concat(validate939.errors);
errors = vErrors.length;
}
}
else if(tag0 === "interaction.discarded"){
if(!(validate945(data, {instancePath}))){
vErrors = vErrors === null ? validate945.errors : vErrors.concat(validate945.errors);
errors = vErrors.length;
}
}
else if(tag0 === "access.changed"){
if(!(validate948(data, {instancePath}))){
vErrors = vErrors === null ? validate948.errors : vErrors.concat(validate948.errors);
errors = vErrors.length;
}
}
else if(tag0 === "access.expiring"){
if(!(validate951(data, {instancePath}))){
vErrors = vErrors === null ? validate951.errors : vErrors.concat(validate951.errors);
errors = vErrors.length;
}
}
else if(tag0 === "read_state.updated"){
if(!(validate954(data, {instancePath}))){
vErrors = vErrors === null ? validate954.errors : vErrors.concat(validate954.errors);
errors = vErrors.length;
}
}
else if(tag0 === "sidebar.updated"){
if(!(validate957(data, {instancePath}))){
vErrors = vErrors === null ? validate957.errors : vErrors.concat(validate957.errors);
errors = vErrors.length;
}
}
else if(tag0 === "draft.updated"){
if(!(validate960(data, {instancePath}))){
vErrors = vErrors === null ? validate960.errors : vErrors.concat(validate960.errors);
errors = vErrors.length;
}
}
else if(tag0 === "draft.deleted"){
if(!(validate963(data, {instancePath}))){
vErrors = vErrors === null ? validate963.errors : vErrors.concat(validate963.errors);
errors = vErrors.length;
}
}
else if(tag0 === "settings.updated"){
if(!(validate966(data, {instancePath}))){
vErrors = vErrors === null ? validate966.errors : vErrors.concat(validate966.errors);
errors = vErrors.length;
}
}
else if(tag0 === "notification_pref.updated"){
if(!(validate969(data, {instancePath}))){
vErrors = vErrors === null ? validate969.errors : vErrors.concat(validate969.errors);
errors = vErrors.length;
}
}
else if(tag0 === "quiet_hours.updated"){
if(!(validate972(data, {instancePath}))){
vErrors = vErrors === null ? validate972.errors : vErrors.concat(validate972.errors);
errors = vErrors.length;
}
}
else if(tag0 === "host.updated"){
if(!(validate975(data, {instancePath}))){
vErrors = vErrors === null ? validate975.errors : vErrors.concat(validate975.errors);
errors = vErrors.length;
}
}
else if(tag0 === "terminal_session.changed"){
if(!(validate978(data, {instancePath}))){
vErrors = vErrors === null ? validate978.errors : vErrors.concat(validate978.errors);
errors = vErrors.length;
}
}
else {
validate1124.errors = [{instancePath,keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate1124.errors = [{instancePath,keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
}
}
else {
validate1124.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1124.errors = vErrors;
return errors === 0;
}

export const Event = /*#__PURE__*/ withMessages(validate1164);

function validate1164(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
validate1164.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate1164.errors = [{instancePath:instancePath+"/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "message.created"){
if(!(validate386(data, {instancePath}))){
vErrors = vErrors === null ? validate386.errors : vErrors.concat(validate386.errors);
errors = vErrors.length;
}
}
else if(tag0 === "message.updated"){
if(!(validate405(data, {instancePath}))){
vErrors = vErrors === null ? validate405.errors : vErrors.concat(validate405.errors);
errors = vErrors.length;
}
}
else if(tag0 === "message.deleted"){
if(!(validate412(data, {instancePath}))){
vErrors = vErrors === null ? validate412.errors : vErrors.concat(validate412.errors);
errors = vErrors.length;
}
}
else if(tag0 === "reaction.added"){
if(!(validate415(data, {instancePath}))){
vErrors = vErrors === null ? validate415.errors : vErrors.concat(validate415.errors);
errors = vErrors.length;
}
}
else if(tag0 === "reaction.removed"){
if(!(validate423(data, {instancePath}))){
vErrors = vErrors === null ? validate423.errors : vErrors.concat(validate423.errors);
errors = vErrors.length;
}
}
else if(tag0 === "pin.added"){
if(!(validate429(data, {instancePath}))){
vErrors = vErrors === null ? validate429.errors : vErrors.concat(validate429.errors);
errors = vErrors.length;
}
}
else if(tag0 === "pin.removed"){
if(!(validate432(data, {instancePath}))){
vErrors = vErrors === null ? validate432.errors : vErrors.concat(validate432.errors);
errors = vErrors.length;
}
}
else if(tag0 === "file.updated"){
if(!(validate435(data, {instancePath}))){
vErrors = vErrors === null ? validate435.errors : vErrors.concat(validate435.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.updated"){
if(!(validate442(data, {instancePath}))){
vErrors = vErrors === null ? validate442.errors : vErrors.concat(validate442.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.closed"){
if(!(validate445(data, {instancePath}))){
vErrors = vErrors === null ? validate445.errors : vErrors.concat(validate445.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.moved"){
if(!(validate448(data, {instancePath}))){
vErrors = vErrors === null ? validate448.errors : vErrors.concat(validate448.errors);
errors = vErrors.length;
}
}
else if(tag0 === "thread.moved_out"){
if(!(validate451(data, {instancePath}))){
vErrors = vErrors === null ? validate451.errors : vErrors.concat(validate451.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.created"){
if(!(validate454(data, {instancePath}))){
vErrors = vErrors === null ? validate454.errors : vErrors.concat(validate454.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.updated"){
if(!(validate457(data, {instancePath}))){
vErrors = vErrors === null ? validate457.errors : vErrors.concat(validate457.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.archived"){
if(!(validate460(data, {instancePath}))){
vErrors = vErrors === null ? validate460.errors : vErrors.concat(validate460.errors);
errors = vErrors.length;
}
}
else if(tag0 === "channel.settings_changed"){
if(!(validate463(data, {instancePath}))){
vErrors = vErrors === null ? validate463.errors : vErrors.concat(validate463.errors);
errors = vErrors.length;
}
}
else if(tag0 === "space.archived"){
if(!(validate466(data, {instancePath}))){
vErrors = vErrors === null ? validate466.errors : vErrors.concat(validate466.errors);
errors = vErrors.length;
}
}
else if(tag0 === "import.progress"){
if(!(validate469(data, {instancePath}))){
vErrors = vErrors === null ? validate469.errors : vErrors.concat(validate469.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.state_changed"){
if(!(validate472(data, {instancePath}))){
vErrors = vErrors === null ? validate472.errors : vErrors.concat(validate472.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.cancel_requested"){
if(!(validate475(data, {instancePath}))){
vErrors = vErrors === null ? validate475.errors : vErrors.concat(validate475.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.invocation"){
if(!(validate480(data, {instancePath}))){
vErrors = vErrors === null ? validate480.errors : vErrors.concat(validate480.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.followup"){
if(!(validate485(data, {instancePath}))){
vErrors = vErrors === null ? validate485.errors : vErrors.concat(validate485.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.config_changed"){
if(!(validate488(data, {instancePath}))){
vErrors = vErrors === null ? validate488.errors : vErrors.concat(validate488.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.updated"){
if(!(validate491(data, {instancePath}))){
vErrors = vErrors === null ? validate491.errors : vErrors.concat(validate491.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent_session.changed"){
if(!(validate494(data, {instancePath}))){
vErrors = vErrors === null ? validate494.errors : vErrors.concat(validate494.errors);
errors = vErrors.length;
}
}
else if(tag0 === "command.invoked"){
if(!(validate497(data, {instancePath}))){
vErrors = vErrors === null ? validate497.errors : vErrors.concat(validate497.errors);
errors = vErrors.length;
}
}
else if(tag0 === "interaction.created"){
if(!(validate500(data, {instancePath}))){
vErrors = vErrors === null ? validate500.errors : vErrors.concat(validate500.errors);
errors = vErrors.length;
}
}
else if(tag0 === "interaction.discarded"){
if(!(validate506(data, {instancePath}))){
vErrors = vErrors === null ? validate506.errors : vErrors.concat(validate506.errors);
errors = vErrors.length;
}
}
else if(tag0 === "access.changed"){
if(!(validate512(data, {instancePath}))){
vErrors = vErrors === null ? validate512.errors : vErrors.concat(validate512.errors);
errors = vErrors.length;
}
}
else if(tag0 === "access.expiring"){
if(!(validate515(data, {instancePath}))){
vErrors = vErrors === null ? validate515.errors : vErrors.concat(validate515.errors);
errors = vErrors.length;
}
}
else if(tag0 === "read_state.updated"){
if(!(validate518(data, {instancePath}))){
vErrors = vErrors === null ? validate518.errors : vErrors.concat(validate518.errors);
errors = vErrors.length;
}
}
else if(tag0 === "sidebar.updated"){
if(!(validate521(data, {instancePath}))){
vErrors = vErrors === null ? validate521.errors : vErrors.concat(validate521.errors);
errors = vErrors.length;
}
}
else if(tag0 === "draft.updated"){
if(!(validate524(data, {instancePath}))){
vErrors = vErrors === null ? validate524.errors : vErrors.concat(validate524.errors);
errors = vErrors.length;
}
}
else if(tag0 === "draft.deleted"){
if(!(validate527(data, {instancePath}))){
vErrors = vErrors === null ? validate527.errors : vErrors.concat(validate527.errors);
errors = vErrors.length;
}
}
else if(tag0 === "settings.updated"){
if(!(validate530(data, {instancePath}))){
vErrors = vErrors === null ? validate530.errors : vErrors.concat(validate530.errors);
errors = vErrors.length;
}
}
else if(tag0 === "notification_pref.updated"){
if(!(validate533(data, {instancePath}))){
vErrors = vErrors === null ? validate533.errors : vErrors.concat(validate533.errors);
errors = vErrors.length;
}
}
else if(tag0 === "quiet_hours.updated"){
if(!(validate536(data, {instancePath}))){
vErrors = vErrors === null ? validate536.errors : vErrors.concat(validate536.errors);
errors = vErrors.length;
}
}
else if(tag0 === "host.updated"){
if(!(validate539(data, {instancePath}))){
vErrors = vErrors === null ? validate539.errors : vErrors.concat(validate539.errors);
errors = vErrors.length;
}
}
else if(tag0 === "terminal_session.changed"){
if(!(validate542(data, {instancePath}))){
vErrors = vErrors === null ? validate542.errors : vErrors.concat(validate542.errors);
errors = vErrors.length;
}
}
else if(tag0 === "typing.started"){
if(!(validate545(data, {instancePath}))){
vErrors = vErrors === null ? validate545.errors : vErrors.concat(validate545.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.updated"){
if(!(validate550(data, {instancePath}))){
vErrors = vErrors === null ? validate550.errors : vErrors.concat(validate550.errors);
errors = vErrors.length;
}
}
else if(tag0 === "agent.presence_changed"){
if(!(validate556(data, {instancePath}))){
vErrors = vErrors === null ? validate556.errors : vErrors.concat(validate556.errors);
errors = vErrors.length;
}
}
else if(tag0 === "notification.created"){
if(!(validate559(data, {instancePath}))){
vErrors = vErrors === null ? validate559.errors : vErrors.concat(validate559.errors);
errors = vErrors.length;
}
}
else if(tag0 === "command.autocomplete_requested"){
if(!(validate564(data, {instancePath}))){
vErrors = vErrors === null ? validate564.errors : vErrors.concat(validate564.errors);
errors = vErrors.length;
}
}
else if(tag0 === "host.presence_changed"){
if(!(validate569(data, {instancePath}))){
vErrors = vErrors === null ? validate569.errors : vErrors.concat(validate569.errors);
errors = vErrors.length;
}
}
else if(tag0 === "stats.live"){
if(!(validate572(data, {instancePath}))){
vErrors = vErrors === null ? validate572.errors : vErrors.concat(validate572.errors);
errors = vErrors.length;
}
}
else {
validate1164.errors = [{instancePath,keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0}}];
return false;
}
}
else {
validate1164.errors = [{instancePath,keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0}}];
return false;
}
}
}
}
else {
validate1164.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1164.errors = vErrors;
return errors === 0;
}

export const ClientFrame = /*#__PURE__*/ withMessages(validate1211);

function validate1211(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.op === undefined) && (missing0 = "op")){
validate1211.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.op !== undefined){
const _errs2 = errors;
if(typeof data.op !== "string"){
validate1211.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const tag0 = data.op;
if(typeof tag0 == "string"){
if(tag0 === "identify"){
if(!(validate332(data, {instancePath}))){
vErrors = vErrors === null ? validate332.errors : vErrors.concat(validate332.errors);
errors = vErrors.length;
}
}
else if(tag0 === "resume"){
if(!(validate335(data, {instancePath}))){
vErrors = vErrors === null ? validate335.errors : vErrors.concat(validate335.errors);
errors = vErrors.length;
}
}
else if(tag0 === "heartbeat"){
if(!(validate350(data, {instancePath}))){
vErrors = vErrors === null ? validate350.errors : vErrors.concat(validate350.errors);
errors = vErrors.length;
}
}
else if(tag0 === "reauth"){
if(!(validate352(data, {instancePath}))){
vErrors = vErrors === null ? validate352.errors : vErrors.concat(validate352.errors);
errors = vErrors.length;
}
}
else if(tag0 === "focus"){
if(!(validate353(data, {instancePath}))){
vErrors = vErrors === null ? validate353.errors : vErrors.concat(validate353.errors);
errors = vErrors.length;
}
}
else if(tag0 === "typing.start"){
if(!(validate356(data, {instancePath}))){
vErrors = vErrors === null ? validate356.errors : vErrors.concat(validate356.errors);
errors = vErrors.length;
}
}
else if(tag0 === "typing.stop"){
if(!(validate358(data, {instancePath}))){
vErrors = vErrors === null ? validate358.errors : vErrors.concat(validate358.errors);
errors = vErrors.length;
}
}
else if(tag0 === "ack"){
if(!(validate360(data, {instancePath}))){
vErrors = vErrors === null ? validate360.errors : vErrors.concat(validate360.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.update"){
if(!(validate362(data, {instancePath}))){
vErrors = vErrors === null ? validate362.errors : vErrors.concat(validate362.errors);
errors = vErrors.length;
}
}
else if(tag0 === "command.autocomplete_result"){
if(!(validate365(data, {instancePath}))){
vErrors = vErrors === null ? validate365.errors : vErrors.concat(validate365.errors);
errors = vErrors.length;
}
}
else if(tag0 === "stats.subscribe"){
if(!(validate367(data, {instancePath}))){
vErrors = vErrors === null ? validate367.errors : vErrors.concat(validate367.errors);
errors = vErrors.length;
}
}
else if(tag0 === "stats.unsubscribe"){
if(!(validate369(data, {instancePath}))){
vErrors = vErrors === null ? validate369.errors : vErrors.concat(validate369.errors);
errors = vErrors.length;
}
}
else {
validate1211.errors = [{instancePath,keyword:"discriminator",params:{error: "mapping", tag: "op", tagValue: tag0}}];
return false;
}
}
else {
validate1211.errors = [{instancePath,keyword:"discriminator",params:{error: "tag", tag: "op", tagValue: tag0}}];
return false;
}
}
}
}
else {
validate1211.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1211.errors = vErrors;
return errors === 0;
}

export const ServerFrame = /*#__PURE__*/ withMessages(validate1224);

function validate1224(data, {instancePath=""}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.op === undefined) && (missing0 = "op")){
validate1224.errors = [{instancePath,keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.op !== undefined){
const _errs2 = errors;
if(typeof data.op !== "string"){
validate1224.errors = [{instancePath:instancePath+"/op",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
const tag0 = data.op;
if(typeof tag0 == "string"){
if(tag0 === "hello"){
if(!(validate370(data, {instancePath}))){
vErrors = vErrors === null ? validate370.errors : vErrors.concat(validate370.errors);
errors = vErrors.length;
}
}
else if(tag0 === "ready"){
if(!(validate373(data, {instancePath}))){
vErrors = vErrors === null ? validate373.errors : vErrors.concat(validate373.errors);
errors = vErrors.length;
}
}
else if(tag0 === "resumed"){
if(!(validate380(data, {instancePath}))){
vErrors = vErrors === null ? validate380.errors : vErrors.concat(validate380.errors);
errors = vErrors.length;
}
}
else if(tag0 === "dispatch"){
if(!(validate384(data, {instancePath}))){
vErrors = vErrors === null ? validate384.errors : vErrors.concat(validate384.errors);
errors = vErrors.length;
}
}
else if(tag0 === "cursor"){
if(!(validate622(data, {instancePath}))){
vErrors = vErrors === null ? validate622.errors : vErrors.concat(validate622.errors);
errors = vErrors.length;
}
}
else if(tag0 === "catchup.complete"){
if(!(validate624(data, {instancePath}))){
vErrors = vErrors === null ? validate624.errors : vErrors.concat(validate624.errors);
errors = vErrors.length;
}
}
else if(tag0 === "resync_required"){
if(!(validate627(data, {instancePath}))){
vErrors = vErrors === null ? validate627.errors : vErrors.concat(validate627.errors);
errors = vErrors.length;
}
}
else if(tag0 === "heartbeat_ack"){
if(!(validate631(data, {instancePath}))){
vErrors = vErrors === null ? validate631.errors : vErrors.concat(validate631.errors);
errors = vErrors.length;
}
}
else if(tag0 === "run.update_ack"){
if(!(validate632(data, {instancePath}))){
vErrors = vErrors === null ? validate632.errors : vErrors.concat(validate632.errors);
errors = vErrors.length;
}
}
else if(tag0 === "reauth_required"){
if(!(validate634(data, {instancePath}))){
vErrors = vErrors === null ? validate634.errors : vErrors.concat(validate634.errors);
errors = vErrors.length;
}
}
else if(tag0 === "error"){
if(!(validate636(data, {instancePath}))){
vErrors = vErrors === null ? validate636.errors : vErrors.concat(validate636.errors);
errors = vErrors.length;
}
}
else {
validate1224.errors = [{instancePath,keyword:"discriminator",params:{error: "mapping", tag: "op", tagValue: tag0}}];
return false;
}
}
else {
validate1224.errors = [{instancePath,keyword:"discriminator",params:{error: "tag", tag: "op", tagValue: tag0}}];
return false;
}
}
}
}
else {
validate1224.errors = [{instancePath,keyword:"type",params:{type: "object"}}];
return false;
}
}
validate1224.errors = vErrors;
return errors === 0;
}

