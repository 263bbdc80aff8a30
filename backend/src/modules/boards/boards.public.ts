export { BoardsModule } from './boards.module.js';
export { DisplayBoardQuery } from './queries/display-board/display-board.query.js';
export { FirstPageReader } from './first-page-reader.js';
