import { type HttpHandler, HttpResponse } from 'msw';

import {
  ASSETS_PREFIX,
  type Complaint,
  type DemoLanguage,
  type DemoOrder,
  type DemoState,
  formatManilaDate,
  formatManilaDateTime,
  formatPeso,
  PROBLEM_SON_TYPES,
  PROBLEM_TYPES,
  readLanguage,
  REPAYABLE_STATUSES,
  STATUS_TEXT,
  STATUS_TEXT_FIL,
  toProblemTitle,
  toRowTitle,
} from '../data.ts';
import { isDigits, replyError, replyLegacyError, replyLegacyOk, replyOk, route } from '../http-helpers.ts';
import { getProductOfOrder } from './shared.ts';

const BASE = '/currentlyer/user-problem';

// SPEC §9 complaint limits.
const COMPLAINT_MAX_CHARS = 200;
const COMPLAINT_MAX_IMAGES = 9;
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const MAX_SCORE = 5;
const COLLECTION_TYPE = 1;

/** Only orders of a running loan can get a collection complaint (SPEC §4 isShow). */
function canComplainAboutCollection(order: DemoOrder): boolean {
  return REPAYABLE_STATUSES.has(order.status);
}

function toOrderSummary(order: DemoOrder, state: DemoState, language: DemoLanguage) {
  const product = getProductOfOrder(state, order);
  return {
    orderNo: order.orderId,
    productLogo: product.logo,
    productName: product.name,
    status: (language === 'fil' ? STATUS_TEXT_FIL : STATUS_TEXT)[order.status].title,
    isShow: canComplainAboutCollection(order) ? 1 : 0,
    list: [
      { title: toRowTitle('Loan amount', language), value: formatPeso(order.principal) },
      { title: toRowTitle('Application date', language), value: formatManilaDate(order.appliedAt) },
      { title: toRowTitle('Due date', language), value: formatManilaDate(order.dueAt) },
    ],
  };
}

function getTypeTitle(value: number, language: DemoLanguage): string {
  const type = PROBLEM_TYPES.find((candidate) => candidate.value === value);
  return type ? toProblemTitle(type, language) : '';
}

function getSonTypeTitle(value: number | null, language: DemoLanguage): string {
  const type = PROBLEM_SON_TYPES.find((candidate) => candidate.value === value);
  return type ? toProblemTitle(type, language) : '';
}

function toListItem(complaint: Complaint, language: DemoLanguage) {
  const sonTitle = getSonTypeTitle(complaint.problemSonType, language);
  const title = getTypeTitle(complaint.problemType, language);
  return {
    id: complaint.problemId,
    time: formatManilaDateTime(complaint.createdAt),
    type: sonTitle ? `${title} · ${sonTitle}` : title,
    content: complaint.content,
  };
}

type SubmissionCheck =
  { complaint: Omit<Complaint, 'problemId' | 'createdAt'>; problem?: undefined } | { complaint?: undefined; problem: string };

/** SPEC §3 complaint submission, §5 limits. */
function checkSubmission(params: Record<string, string>, state: DemoState): SubmissionCheck {
  const problemType = Number(params.problemType);
  if (!PROBLEM_TYPES.some((type) => type.value === problemType)) {
    const known = PROBLEM_TYPES.map((type) => `${type.value} ${type.title}`).join(', ');
    return { problem: `problemType "${params.problemType ?? ''}" is not a known complaint type. Known: ${known}.` };
  }
  const orderNo = params.orderNo ?? '';
  const order = orderNo ? state.orders.get(orderNo) : undefined;
  if (orderNo && !order) return { problem: `Order "${orderNo}" was not found.` };
  let problemSonType: number | null = null;
  if (problemType === COLLECTION_TYPE) {
    problemSonType = Number(params.problemSonType);
    if (!PROBLEM_SON_TYPES.some((type) => type.value === problemSonType)) {
      return { problem: `A collection complaint needs a sub-type (problemSonType); got "${params.problemSonType ?? ''}".` };
    }
    if (!order || !canComplainAboutCollection(order)) return { problem: 'This order does not support collection complaints.' };
  }
  const content = (params.problemDetail ?? '').trim();
  if (!content) return { problem: 'Please fill in your comments and suggestions' };
  if (Array.from(content).length > COMPLAINT_MAX_CHARS) {
    return { problem: `The description has ${Array.from(content).length} characters; at most ${COMPLAINT_MAX_CHARS} are allowed.` };
  }
  const images = (params.problemImage ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (images.length > COMPLAINT_MAX_IMAGES) return { problem: `At most ${COMPLAINT_MAX_IMAGES} images; got ${images.length}.` };
  return {
    complaint: {
      problemType,
      problemSonType,
      orderNo,
      content,
      images,
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
      score: null,
      completed: false,
    },
  };
}

function findComplaint(state: DemoState, problemId: string | undefined): Complaint | undefined {
  return state.complaints.find((candidate) => String(candidate.problemId) === problemId);
}

function getExtension(file: File): string {
  const byType: Record<string, string> = {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/gif': 'gif',
    'image/webp': 'webp',
    'image/svg+xml': 'svg',
  };
  return byType[file.type] ?? 'img';
}

export function createComplaintHandlers(state: DemoState): HttpHandler[] {
  const problemInit = (method: 'get' | 'post') =>
    route(method, `${BASE}/problem-init`, ({ request, params }) => {
      const language = readLanguage(request);
      const orders = [...state.orders.values()].sort((a, b) => b.appliedAt - a.appliedAt);
      // Without an order in the query, preselect the latest order that can take any complaint type.
      const selected = (params.orderId && state.orders.get(params.orderId)) || orders.find(canComplainAboutCollection) || orders[0];
      return replyOk({
        // The types' titles in the language the call asks for (docs/api-contract.md "Language").
        problemType: PROBLEM_TYPES.map((type) => ({ ...type, title: toProblemTitle(type, language) })),
        problemSonType: PROBLEM_SON_TYPES.map((type) => ({ ...type, title: toProblemTitle(type, language) })),
        orderDetail: selected ? toOrderSummary(selected, state, language) : {},
        orderList: orders.map((order) => toOrderSummary(order, state, language)),
      });
    });

  return [
    // SPEC §7: seen both as GET and as POST.
    problemInit('get'),
    problemInit('post'),

    route('post', `${BASE}/upload-problem-img`, async ({ files }) => {
      const file = files.get('problemImage');
      if (!file) return replyLegacyError('No image received: send the file in the multipart field "problemImage".');
      if (!file.type.startsWith('image/'))
        return replyLegacyError(`Please choose an image file (JPG or PNG); got "${file.type || 'unknown type'}".`);
      if (file.size > UPLOAD_MAX_BYTES) return replyLegacyError('The image is larger than 5 MB. Please choose a smaller image.');
      const name = `${state.uploads.size + 1}-${state.now().toString(36)}.${getExtension(file)}`;
      state.uploads.set(name, { contentType: file.type, bytes: new Uint8Array(await file.arrayBuffer()) });
      return replyLegacyOk({ url: `${ASSETS_PREFIX}/uploads/${name}` });
    }),

    route('post', `${BASE}/problem-save`, ({ params }) => {
      const check = checkSubmission(params, state);
      if (!check.complaint) return replyError(check.problem);
      const complaint: Complaint = { ...check.complaint, problemId: state.nextProblemId, createdAt: state.now() };
      state.nextProblemId += 1;
      state.complaints.push(complaint);
      return replyOk({ problemId: complaint.problemId }, 'Submitted. We will reply within 3 working days.');
    }),

    route('post', `${BASE}/problem-list`, ({ request }) => {
      const language = readLanguage(request);
      const toItem = (complaint: Complaint) => toListItem(complaint, language);
      const newestFirst = [...state.complaints].sort((a, b) => b.createdAt - a.createdAt);
      return HttpResponse.json({
        code: 0,
        message: 'success',
        res: {
          tabs: [
            { title: 'Processing', list: newestFirst.filter((c) => !c.completed).map(toItem) },
            { title: 'Completed', list: newestFirst.filter((c) => c.completed).map(toItem) },
          ],
        },
      });
    }),

    route('post', `${BASE}/problem-detail`, ({ request, params }) => {
      const complaint = findComplaint(state, params.problemId);
      if (!complaint) return replyError(`Complaint "${params.problemId ?? ''}" was not found.`);
      const language = readLanguage(request);
      return replyOk({
        type: getTypeTitle(complaint.problemType, language),
        sonType: getSonTypeTitle(complaint.problemSonType, language),
        problemId: complaint.problemId,
        content: complaint.content,
        images: complaint.images,
        disposeDetail: complaint.disposeDetail,
        disposeImages: complaint.disposeImages,
        isNeedScore: complaint.isNeedScore,
      });
    }),

    route('post', `${BASE}/save-score`, ({ params }) => {
      const complaint = findComplaint(state, params.problemId);
      if (!complaint) return replyLegacyError(`Complaint "${params.problemId ?? ''}" was not found.`);
      const score = Number(params.score);
      if (!isDigits(params.score ?? '') || score < 1 || score > MAX_SCORE) {
        return replyLegacyError(`score must be a whole number from 1 to ${MAX_SCORE}; got "${params.score ?? ''}".`);
      }
      if (!complaint.completed) return replyLegacyError('This complaint is still being processed. You can rate it once it is completed.');
      if (!complaint.isNeedScore) return replyLegacyError('You have already rated this service.');
      complaint.score = score;
      complaint.isNeedScore = 0;
      return replyLegacyOk(null);
    }),
  ];
}
