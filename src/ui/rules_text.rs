//! The in-app rules, in our own words. Each section says where its rule comes from: the printed
//! rules that came with the game (the seed), or the game's standard rules added so that every game
//! can end (marked, and offered as options where they are optional).

use crate::games::GameKind;

/// One section of a rules page.
pub struct RulesSection {
    pub title: &'static str,
    pub points: &'static [&'static str],
    /// Not in the printed rules: added from the standard game.
    pub added: bool,
}

pub fn rules(kind: GameKind) -> &'static [RulesSection] {
    match kind {
        GameKind::EnglishDraughts => ENGLISH_DRAUGHTS,
        GameKind::Chess => CHESS,
        GameKind::Tammi => TAMMI,
        GameKind::Ludo => LUDO,
        GameKind::Tama => TAMA,
        GameKind::Backgammon => BACKGAMMON,
        GameKind::Camelot => CAMELOT,
    }
}

const ENGLISH_DRAUGHTS: &[RulesSection] = &[
    RulesSection {
        title: "Setting up",
        points: &[
            "Two players, Black and White, each with twelve men on the dark squares of the three rows nearest them. Only the dark squares are ever used.",
            "Black moves first with the dark pieces; White has the light ones. Then the players alternate.",
        ],
        added: false,
    },
    RulesSection {
        title: "Moving",
        points: &[
            "A man steps one square diagonally forward onto an empty square.",
            "A king steps one square diagonally in any of the four directions.",
        ],
        added: false,
    },
    RulesSection {
        title: "Capturing",
        points: &[
            "A piece captures by jumping over a diagonally adjacent enemy piece onto the empty square right behind it; the jumped piece is removed.",
            "If the capturing piece can jump again from where it lands, it must: the whole chain is one move. A piece is never jumped twice, and nobody jumps their own pieces.",
            "Capturing is compulsory, even when it loses material. When several captures are possible you may choose any of them, short or long.",
            "Men capture forward only; kings capture in all four directions. (The printed rules don't say men may capture backwards; forward-only is the standard English rule.)",
        ],
        added: false,
    },
    RulesSection {
        title: "Crowning",
        points: &[
            "A man that reaches the far row becomes a king. Reaching it ends the move, even in the middle of a capture chain.",
        ],
        added: false,
    },
    RulesSection {
        title: "Winning",
        points: &["You win when your opponent has no pieces left or cannot make a legal move on their turn."],
        added: false,
    },
    RulesSection {
        title: "Draws (not in the printed rules)",
        points: &[
            "The players may agree a draw at any time: one offers, the other accepts.",
            "Threefold repetition: the same position with the same player to move for the third time is a draw (an option, on by default).",
            "Forty-move rule of the American Checker Federation: when each side has made 40 moves with no capture and no man moved, the game is drawn (an option, on by default).",
        ],
        added: true,
    },
    RulesSection {
        title: "Notation",
        points: &[
            "The dark squares are numbered 1 to 32 starting from Black's side; the numbers are printed on the board.",
            "A move is written from-to, like 11-15; a capture with x, like 15x24, and a chain of jumps with every landing square, like 15x24x31.",
        ],
        added: false,
    },
];

const CHESS: &[RulesSection] = &[
    RulesSection {
        title: "Setting up",
        points: &[
            "Each player has a king, a queen, two rooks, two bishops, two knights and eight pawns, set up in the usual way with a light square in each player's right-hand corner.",
            "White moves first; then the players alternate.",
        ],
        added: false,
    },
    RulesSection {
        title: "How the pieces move",
        points: &[
            "The king moves one square in any direction; the queen any distance along ranks, files and diagonals; the rook along ranks and files; the bishop along diagonals; the knight in an L and may jump over pieces.",
            "A pawn moves one square straight ahead, or two from its starting square, and captures one square diagonally forward.",
            "En passant: a pawn that has just advanced two squares past an enemy pawn's capture square may be taken as if it had moved one, but only on the very next move.",
            "Promotion: a pawn reaching the last rank becomes a queen, rook, bishop or knight, as its player chooses.",
            "Castling: once per game, with a king and rook that have not moved and nothing between them, the king moves two squares toward the rook and the rook jumps over it. Not out of check, not through an attacked square, not into check.",
        ],
        added: false,
    },
    RulesSection {
        title: "Check and the end of the game",
        points: &[
            "A king under attack is in check; no move may leave one's own king in check (which is also why the two kings never stand side by side).",
            "Checkmate (in check with no legal move) wins. A player with no legal move who is not in check is stalemated: a draw.",
            "A draw when neither side can possibly checkmate (for example king against king, or king and bishop against king). The printed rules describe this one.",
        ],
        added: false,
    },
    RulesSection {
        title: "More draws (FIDE, not in the printed rules)",
        points: &[
            "Threefold repetition: the same position with the same player to move and the same rights for the third time is drawn automatically (an option; when off, only the fifth repetition ends the game).",
            "Fifty-move rule: fifty moves by each side without a capture or a pawn move draw automatically (an option; when off, the limit is seventy-five).",
            "The players may agree a draw: one offers, the other accepts.",
        ],
        added: true,
    },
    RulesSection {
        title: "Notation",
        points: &[
            "Moves are written in standard algebraic notation (SAN): Nf3, exd5, O-O, e8=Q, with + for check and # for mate. Games can be imported and exported as PGN, positions as FEN.",
        ],
        added: false,
    },
];

const BACKGAMMON: &[RulesSection] = &[
    RulesSection {
        title: "The board",
        points: &[
            "Twenty-four points in four quarters, with the bar in the middle. Each player has fifteen checkers; White and Black move in opposite directions, each toward their own home board and off it.",
            "The usual start: two checkers on your 24-point, five on your 13, three on your 8 and five on your 6, counted from your own side.",
        ],
        added: false,
    },
    RulesSection {
        title: "Rolling and moving",
        points: &[
            "To begin, each player rolls one die; the higher number starts and plays both numbers. Equal numbers are rolled again.",
            "After that you roll two dice on your turn and move one checker by each number, or one checker by both. A double is played four times.",
            "You must use both numbers if you can. If only one can be played, it must be the larger one when that is possible. With a double, play as many as you can. What cannot be played is lost.",
            "A checker may land on an empty point, on your own checkers, or on a single enemy checker (a blot), which is hit and put on the bar. A point with two or more enemy checkers is closed.",
            "A checker on the bar must come back in, on the opponent's home board, before you move anything else.",
            "Here you pick a checker and then its destination for each number; when the move is complete, confirm it. Until then you may undo.",
        ],
        added: false,
    },
    RulesSection {
        title: "Bearing off and winning",
        points: &[
            "Once all fifteen of your checkers are in your home board you may bear them off: a number takes a checker off from its point; a higher number may take one from a lower point only if no checker of yours is on a higher point. A checker hit meanwhile must come all the way home before you bear off again.",
            "The first to bear off all fifteen wins one point, two (a gammon) if the loser has borne off none, three (a backgammon) if the loser has none off and still a checker on the bar or in the winner's home board. The cube multiplies the points.",
        ],
        added: false,
    },
    RulesSection {
        title: "The doubling cube",
        points: &[
            "Before rolling, a player may offer to double the stakes when the cube is in the middle or on their side. The other player takes (the cube goes to them at twice the value, and only they may redouble) or passes and loses the game at the value before the double.",
            "The cube starts in the middle showing 64, which on the real cube means 1.",
        ],
        added: false,
    },
    RulesSection {
        title: "Match play (the Crawford rule is not in the printed rules)",
        points: &[
            "A match is played to a number of points agreed at the start (5 here by default); a 1-point match has no cube. A single money game is an option.",
            "Crawford rule (standard, an option, on by default): in the one game after a player first reaches one point short of winning the match, nobody may double.",
        ],
        added: true,
    },
    RulesSection {
        title: "Resigning (as in GNU Backgammon, not in the printed rules)",
        points: &[
            "On your turn you may offer to resign the game as a single game, a gammon or a backgammon. Your opponent accepts, and wins 1, 2 or 3 times the cube; the match goes on with the next game. Or your opponent rejects, and play goes on.",
            "There is no draw in backgammon.",
        ],
        added: true,
    },
    RulesSection {
        title: "Notation and sharing",
        points: &[
            "Moves are written from/to in your own numbering: 8/5 6/5, bar/22, 6/off, 13/7* for a hit, 6/4(2) for a checker moved twice the same way. The board numbers the points for the player on roll.",
            "Share links carry GNU Backgammon's Position ID and Match ID, so positions can be pasted between gnubg and here.",
        ],
        added: false,
    },
];

const TAMMI: &[RulesSection] = &[
    RulesSection {
        title: "Setting up",
        points: &[
            "Eight by eight board; each player has twelve pieces on the dark squares of the three rows nearest them. The player who starts takes White, the light pieces, and moves first; Black has the dark pieces.",
        ],
        added: false,
    },
    RulesSection {
        title: "Moving and capturing",
        points: &[
            "A man steps one square diagonally forward.",
            "A man must capture an enemy piece standing diagonally in front of it by jumping to the empty square behind; if the same man can capture again, it must go on. Men never capture backwards.",
            "The pieces captured in one turn stay on the board until the turn ends: they block the way and cannot be jumped a second time. Several can be taken in one turn where empty squares separate them.",
            "When several captures are possible you choose which; there is no rule to take the most.",
            "Two ways of making a capture that take the same pieces and end on the same square are the same move.",
        ],
        added: false,
    },
    RulesSection {
        title: "Kings",
        points: &[
            "A man reaching the far edge becomes a king. A king moves any number of squares diagonally, forward or back, and captures at a distance: it jumps a piece several squares away and lands on an empty square beyond it.",
            "A king must go on capturing while it can: if from some of the squares beyond the captured piece it could capture again, it must land on one of those and go on. It may stop on any square beyond only when none of them leads to another capture.",
            "If both a man and a king could capture, the king must be the one to capture.",
        ],
        added: false,
    },
    RulesSection {
        title: "End of the game",
        points: &[
            "A player with no pieces, or no legal move, loses.",
            "Draws: by agreement; after fifteen moves by each player without a capture (the printed rules say fifteen moves; we count fifteen for each side, and show the reason); when the same position occurs three times.",
        ],
        added: false,
    },
    RulesSection {
        title: "Notation",
        points: &["Squares are named a1 to h8 from White's side; the letters and numbers are printed along the board's edges. A move is written c3-d4; a capture c3xe5, a chain c3xe5xg7."],
        added: false,
    },
];

const TAMA: &[RulesSection] = &[
    RulesSection {
        title: "Setting up",
        points: &[
            "All 64 squares are used. Each player has sixteen men on their second and third rows; the first and last rows start empty. White (the light pieces) moves first; Black has the dark pieces.",
        ],
        added: false,
    },
    RulesSection {
        title: "Men",
        points: &[
            "A man steps one square straight forward, diagonally forward, or sideways to the left or right.",
            "A man captures an adjacent enemy piece to its left, right or straight ahead by jumping onto the empty square beyond. Never diagonally, never backwards.",
            "A man that ends its move on the last row becomes a king; one that only passes through it during a capture stays a man.",
        ],
        added: false,
    },
    RulesSection {
        title: "Kings",
        points: &[
            "A king moves any number of empty squares in a straight line, like a chess queen.",
            "A king captures along ranks and files only: an enemy piece on the same line with empty squares between, landing on any empty square beyond. It cannot jump its own pieces or two enemy pieces standing next to each other.",
        ],
        added: false,
    },
    RulesSection {
        title: "Capturing",
        points: &[
            "Capturing is compulsory, and you must choose a sequence that captures the most pieces (kings and men count the same).",
            "Each captured piece comes off at once, so the squares it frees can be used later in the same turn.",
            "Two ways of making a capture that take the same pieces and end on the same square are the same move.",
        ],
        added: false,
    },
    RulesSection {
        title: "End of the game",
        points: &["A player with no pieces, or no legal move, loses."],
        added: false,
    },
    RulesSection {
        title: "Not in the printed rules",
        points: &[
            "A king may not turn straight back between two captures (Armenian and Turkish practice).",
            "Draws: by agreement; when each side has only one piece left; when the same position occurs three times, and after 50 moves each without a capture or a man moving forward (options, on by default). A man's sideways step can be undone, so it does not count as progress.",
        ],
        added: true,
    },
    RulesSection {
        title: "Notation",
        points: &["Squares are named a1 to h8 from White's side, printed along the board's edges: c3-c4 for a move, c3xc5 for a capture, c3xc5xe5 for a chain."],
        added: false,
    },
];

const LUDO: &[RulesSection] = &[
    RulesSection {
        title: "Players and board",
        points: &[
            "Two, three or four players, each with four pieces of one colour that start in the base, the big circle in the colour's corner.",
            "The pieces run clockwise once round a track of 40 fields, starting from the start point just after their base, then up their own home line of four fields to the finish in the centre.",
            "Every player throws once; the highest throw starts (equal highest throw again). Play goes clockwise.",
        ],
        added: false,
    },
    RulesSection {
        title: "Throwing and moving",
        points: &[
            "A piece leaves the base only on a 1 or a 6. A 1 puts a piece on the start point.",
            "A 6 gives the choice: two pieces from the base onto the start point, or one piece from the base straight to the sixth field, or a piece already in play moved six.",
            "Every 6 earns another throw.",
            "Otherwise a piece moves clockwise by the number thrown. Several of your own pieces may share a field.",
            "Ending a move on a field held by an opponent knocks their pieces there back to their base. A piece on its own home line cannot be knocked out.",
            "Reaching the finish needs the exact number; a throw too high goes to the finish and back by the excess. A piece that reaches the finish leaves the game.",
            "A 6 from the last home-line field goes to the finish and back six, onto the track field before your start point, where it knocks out as any move does.",
            "If you can move, you must. When no piece can move, the turn passes, and the list says so.",
        ],
        added: false,
    },
    RulesSection {
        title: "Winning",
        points: &["The first player with all four pieces home wins; the others play on for the places, and the end shows the ranking."],
        added: false,
    },
    RulesSection {
        title: "Filled in where the printed rules are silent",
        points: &[
            "The board is the standard one of this family: 40 track fields and 4 home-line fields per colour.",
            "Ties for the first throw are thrown again among the tied players.",
            "A player who resigns leaves the race: their pieces leave the board, the turn skips them, and the others play on. When one player is left racing the game ends: those who finished, in order, then the last one racing, then those who left, the latest to leave ranked highest. There are no draws.",
            "When the number thrown moves nothing, the turn passes by itself once the throw has been shown.",
        ],
        added: true,
    },
];

const CAMELOT: &[RulesSection] = &[
    RulesSection {
        title: "Board and pieces",
        points: &[
            "The board has 160 squares: twelve files A to L and sixteen ranks, with the corners cut away. The two squares jutting out at each end are castles: F1 and G1 are White's, F16 and G16 are Black's.",
            "Each side has fourteen pieces: four knights (the crested ones) and ten men. Knights and men move alike; only knights can make a charge.",
            "White moves first.",
        ],
        added: false,
    },
    RulesSection {
        title: "The four kinds of move",
        points: &[
            "Plain move: one square in any of the eight directions onto an empty square.",
            "Canter: leap over one of your own pieces standing next to you onto the empty square just beyond it. The piece leapt over stays. Canters may be chained, turning between leaps, but the move may not end where it began. Cantering is never required.",
            "Jump: leap over an enemy piece standing next to you onto the empty square beyond; the enemy piece is taken off. If any of your pieces can jump, you must capture, and the jumping piece must keep jumping as long as it can. You choose which piece jumps and which way.",
            "Knight's charge: a knight canters one or more times and then jumps, going on jumping while it can. A charge is never required, and it may be played instead of a required jump.",
            "A knight that only canters may not stop on, or pass through, a square from which it could jump: from there it would have to jump. During a charge it may.",
        ],
        added: false,
    },
    RulesSection {
        title: "Castles",
        points: &[
            "You may not enter your own castle by a plain move or a canter, only by jumping into it. A piece that jumps into its own castle must jump out again if it can; if it cannot, it must leave on your next move (by a jump if it can), even when you could capture elsewhere.",
            "A piece that enters the opponent's castle ends its move there and can never leave. It may step between the two castle squares, but each player may make only two such castle moves in a game, and never while a capture is required.",
        ],
        added: false,
    },
    RulesSection {
        title: "Winning and drawing",
        points: &[
            "You win by getting two of your pieces into the opponent's castle.",
            "You win by capturing all the opponent's pieces, or leaving the opponent without a legal move, as long as you have at least two pieces left yourself (the World Camelot Federation's rule; the other printed rules leave out that condition).",
            "When neither side has more than one piece left, the game is drawn.",
        ],
        added: false,
    },
    RulesSection {
        title: "Not in the printed rules",
        points: &[
            "Draws: by agreement; when the same position occurs three times; after 50 moves each with no capture and no piece entering the opponent's castle (options, on by default).",
            "A piece in its own castle that cannot move at all is excused from leaving that turn.",
        ],
        added: true,
    },
    RulesSection {
        title: "Notation",
        points: &[
            "Squares are named A1 to L16 from White's side. F6-F7 is a plain move, F6-F8-F10 a chain of canters, F6xF8xF10 a chain of jumps (the squares landed on), and F6-F8xF10 a charge.",
            "A move is its start, its end and what it takes: when two canter routes reach the same square they are the same move, and clicking the final square is enough.",
        ],
        added: false,
    },
];
