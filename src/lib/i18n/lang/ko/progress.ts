/** The progress page: stars, streaks, ratings, what to review. */
import type { Words } from '../../catalogues';
import type en from '../en/progress';

const words: Words<typeof en> = {
  'progress.title': '나의 진도',
  'progress.lead': '여기 있는 모든 기록은 이 기기의 이 브라우저에 저장돼요.',
  'progress.loading': '진도를 불러오는 중…',
  'progress.summary': '요약',

  'card.lessons': '강의',
  'card.lessons.value': '{done}/{total}개',
  'card.lessons.detail': '완료 · 별 {max}개 중 {stars}개',
  'card.exercises': '연습',
  'card.exercises.value': '{solved}/{total}개',
  'card.exercises.detail': '해결',
  'card.puzzles': '문제 레이팅',
  'card.puzzles.unrated': '아직 레이팅 없음',
  'card.puzzles.detail': '문제 {tried}개 중 {solved}개 해결',
  'card.streak': '연속 학습',
  'card.streak.value': '{n}일',
  'card.streak.value.one': '1일',
  'card.streak.detail': '최고 {best}일 · 오늘의 문제 {daily}일',

  'chart.title': '문제 레이팅 변화',
  'chart.empty': '레이팅이 매겨지는 첫 문제를 풀면 여기에 나타나요.',
  'chart.label': '레이팅이 매겨진 문제 {n}개 동안의 문제 레이팅: {from}에서 {to}, 최저 {min}, 최고 {max}.',
  'chart.from': '{date}부터',
  'chart.now': '현재 {rating} ± {rd}',

  'themes.title': '문제 주제',
  'themes.strongest': '강한 주제',
  'themes.weakest': '더 연습할 주제',
  'themes.row': '{tried}개 중 {solved}개를 한 번에 해결',
  'themes.empty': '여러 주제에서 문제를 두 개 이상씩 풀어 보면 어떤 주제가 잘 맞는지 보여 드려요.',
  'themes.practice': '이 주제 연습하기',

  'lessons.title': '강의',
  'lessons.tasks': '문제 {total}개 중 {done}개',
  'lessons.complete': '완료',
  'lessons.open': '열기',
  'lessons.stars': '별 {max}개 중 {n}개',

  'exercises.title': '연습',
  'exercises.row': '{total}개 중 {solved}개 해결',

  'backup.title': '백업',
  'backup.lead':
    '진도는 이 브라우저에만 있어요. 백업 파일로 저장해 두면 안전하게 보관하거나 다른 기기로 옮길 수 있어요. 백업을 불러오면 지금 있는 기록에 더해지고, 양쪽에 모두 있는 기록은 더 최근 것이 남아요.',
  'backup.export': '백업 파일 저장',
  'backup.import': '백업 파일 불러오기',
  'backup.exported': '{file} 파일로 저장했어요.',
  'backup.working': '백업을 불러오는 중…',
  'backup.imported': '백업을 불러왔어요: 새로 {added}개, 갱신 {updated}개, 이미 있던 것 {unchanged}개.',
  'backup.error.too-large': '장기 트레이너 백업이라기엔 파일이 너무 커요 (최대 {mb} MB). 아무것도 바뀌지 않았어요.',
  'backup.error.not-json': '파일이 손상되었거나 백업 파일이 아니에요: JSON으로 읽을 수 없어요. 아무것도 바뀌지 않았어요.',
  'backup.error.foreign': '장기 트레이너 백업 파일이 아니에요. 아무것도 바뀌지 않았어요.',
  'backup.error.newer':
    '더 새로운 버전의 앱에서 만든 백업이에요. 새로고침해서 앱을 업데이트한 뒤 다시 시도하세요. 아무것도 바뀌지 않았어요.',
  'backup.error.invalid':
    '백업에 앱이 받아들일 수 없는 내용이 있어요. 파일이 손상됐거나 누군가 손으로 고친 것 같아요. 아무것도 바뀌지 않았어요.',
  'backup.error.storage': '이 기기에 백업을 저장하지 못했어요 ({detail}). 아무것도 바뀌지 않았어요.',
  'backup.error.read': '파일을 읽지 못했어요. 아무것도 바뀌지 않았어요.',
  'backup.error.export': '백업을 만들지 못했어요: {detail}',
  'backup.persisted': '기기 저장 공간이 부족해져도 이 브라우저는 진도를 지우지 않아요.',
  'backup.notPersisted': '기기 저장 공간이 부족하면 브라우저가 저장된 데이터를 지울 수 있어요. 백업해 두면 진도를 지킬 수 있어요.',
  'backup.memory': '지금은 이 브라우저에 진도를 저장할 수 없어서 탭을 닫으면 사라져요. 백업 파일로 저장해 두세요.',
  'backup.dropped': '파일에서 읽을 수 없어서 넣지 않은 과제 기록: {n}개.',
  'backup.error.truncated':
    '백업 파일이 중간에 끊겨 있어요. 내려받거나 복사하다가 잘린 것 같아요. 백업을 다시 저장해서 새 파일을 불러와 주세요. 아무것도 바뀌지 않았어요.',
  'backup.error.invalidAt':
    '백업의 {store} 중 {n}번째 기록을 앱이 받아들일 수 없어요. 파일이 손상됐거나 누군가 손으로 고친 것 같아요. 아무것도 바뀌지 않았어요.',
  'backup.error.future':
    '백업에 오늘보다 하루 넘게 뒤의 날짜가 있어요. 누군가 손으로 고쳤거나 시계가 틀린 기기에서 만든 것 같아요. 아무것도 바뀌지 않았어요.',
  'backup.error.futureAt':
    '백업의 {store} 중 {n}번째 기록의 날짜가 오늘보다 뒤예요. 누군가 손으로 고쳤거나 시계가 틀린 기기에서 만든 것 같아요. 아무것도 바뀌지 않았어요.',
  'backup.error.impossible': '백업에 실제로 나올 수 없는 숫자가 있어요. 누군가 손으로 고친 것 같아요. 아무것도 바뀌지 않았어요.',
  'backup.error.impossibleAt':
    '백업의 {store} 중 {n}번째 기록에 실제로 나올 수 없는 숫자가 있어요 (풀어 본 적 없는 문제의 별 같은 것). 누군가 손으로 고친 것 같아요. 아무것도 바뀌지 않았어요.',
  'backup.store.lessonSteps': '강의 문제 기록',
  'backup.store.exercises': '연습 기록',
  'backup.store.puzzleAttempts': '문제 풀이 기록',
  'backup.store.ratings': '레이팅 기록',
  'backup.store.streaks': '연속 기록',
  'backup.store.reviews': '복습 기록',
  'backup.store.assignments': '과제',
  'backup.store.reports': '학생 보고',
  'backup.store.settings': '설정',
  'backup.store.games': '대국',
};

export default words;
